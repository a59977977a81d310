/**
 * How each social provider is drawn (bundled, no icon service: DESIGN decision 12): its
 * brand colour and a short mark, and the name the account area uses for it. The names of
 * enabled providers come from the server (`GET /api/config`); these cover the rest.
 */
export type SocialBrand = { name: string; mark: string; background: string; foreground: string };

const dark = "#ffffff";
const light = "#111111";

const BRANDS: Record<string, SocialBrand> = {
  google: { name: "Google", mark: "G", background: "#4285f4", foreground: dark },
  apple: { name: "Apple", mark: "A", background: "#000000", foreground: dark },
  microsoft: { name: "Microsoft", mark: "M", background: "#2f2f2f", foreground: dark },
  github: { name: "GitHub", mark: "GH", background: "#181717", foreground: dark },
  gitlab: { name: "GitLab", mark: "GL", background: "#fc6d26", foreground: light },
  facebook: { name: "Facebook", mark: "f", background: "#0866ff", foreground: dark },
  twitter: { name: "X (Twitter)", mark: "X", background: "#000000", foreground: dark },
  linkedin: { name: "LinkedIn", mark: "in", background: "#0a66c2", foreground: dark },
  discord: { name: "Discord", mark: "D", background: "#5865f2", foreground: dark },
  slack: { name: "Slack", mark: "S", background: "#4a154b", foreground: dark },
  atlassian: { name: "Atlassian", mark: "A", background: "#0052cc", foreground: dark },
  cognito: { name: "Amazon Cognito", mark: "C", background: "#dd344c", foreground: dark },
  salesforce: { name: "Salesforce", mark: "SF", background: "#00a1e0", foreground: light },
  paypal: { name: "PayPal", mark: "P", background: "#003087", foreground: dark },
  dropbox: { name: "Dropbox", mark: "D", background: "#0061ff", foreground: dark },
  notion: { name: "Notion", mark: "N", background: "#000000", foreground: dark },
  linear: { name: "Linear", mark: "L", background: "#5e6ad2", foreground: dark },
  figma: { name: "Figma", mark: "F", background: "#f24e1e", foreground: light },
  zoom: { name: "Zoom", mark: "Z", background: "#0b5cff", foreground: dark },
  huggingface: { name: "Hugging Face", mark: "HF", background: "#ffd21e", foreground: light },
  reddit: { name: "Reddit", mark: "R", background: "#ff4500", foreground: light },
  spotify: { name: "Spotify", mark: "S", background: "#1db954", foreground: light },
  twitch: { name: "Twitch", mark: "T", background: "#9146ff", foreground: dark },
  kick: { name: "Kick", mark: "K", background: "#53fc18", foreground: light },
  roblox: { name: "Roblox", mark: "R", background: "#000000", foreground: dark },
  tiktok: { name: "TikTok", mark: "T", background: "#000000", foreground: dark },
  vk: { name: "VK", mark: "VK", background: "#0077ff", foreground: dark },
  kakao: { name: "Kakao", mark: "K", background: "#ffcd00", foreground: light },
  naver: { name: "Naver", mark: "N", background: "#03c75a", foreground: light },
  line: { name: "LINE", mark: "L", background: "#06c755", foreground: light },
  credential: { name: "Email and password", mark: "@", background: "#e4e7ec", foreground: light },
};

export function socialBrand(providerId: string): SocialBrand {
  return (
    BRANDS[providerId] ?? {
      name: providerId,
      mark: providerId.slice(0, 1).toUpperCase() || "?",
      background: "#667085",
      foreground: dark,
    }
  );
}
