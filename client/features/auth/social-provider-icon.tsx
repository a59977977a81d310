import { socialBrand } from "./social-brands";

/** A provider's mark: its initials on its brand colour, drawn inline (decorative). */
export function SocialProviderIcon({ providerId }: { providerId: string }) {
  const brand = socialBrand(providerId);
  return (
    <svg
      className="social-icon"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="24" height="24" rx="6" fill={brand.background} />
      <text
        x="12"
        y="12"
        dominantBaseline="central"
        textAnchor="middle"
        fontFamily="system-ui, -apple-system, Segoe UI, Roboto, sans-serif"
        fontWeight="700"
        fontSize={brand.mark.length > 1 ? 10 : 14}
        fill={brand.foreground}
      >
        {brand.mark}
      </text>
    </svg>
  );
}
