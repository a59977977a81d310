/**
 * The plans this browser has shared (issue 39): for each project, its share's id, the
 * publisher's token (the right to publish new versions and to withdraw; the Worker keeps
 * only its hash) and the newest version published from here. Stored in this browser
 * (`shares`), versioned like the other entries: `{"version":1,"shares":{<project id>:
 * <share>}}`; an entry this build cannot read is kept unread, not overwritten.
 */
import { isRecord } from "../../lib/json-checks";
import { type Codec, storedAtom } from "../../lib/storage";

export type ProjectShare = {
  /** The share's id: the link is /p/<id>. */
  id: string;
  /** The publisher's right to it, as the Worker gave it once. */
  token: string;
  /** The newest version published from here, its fingerprint and when. */
  version: number;
  fingerprint: string;
  publishedAt: string;
};

const SHARES_FORMAT_VERSION = 1;

type Shares = Readonly<Record<string, ProjectShare>>;

export const isProjectShare = (value: unknown): value is ProjectShare =>
  isRecord(value) &&
  typeof value.id === "string" &&
  /^[A-Za-z0-9_-]{22}$/.test(value.id) &&
  typeof value.token === "string" &&
  value.token.length > 0 &&
  Number.isSafeInteger(value.version) &&
  (value.version as number) >= 1 &&
  typeof value.fingerprint === "string" &&
  typeof value.publishedAt === "string";

export const sharesCodec: Codec<Shares> = {
  decode(raw) {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value) || value.version !== SHARES_FORMAT_VERSION || !isRecord(value.shares)) {
      throw new TypeError("not a shares entry this build reads");
    }
    const shares = value.shares;
    if (!Object.values(shares).every(isProjectShare)) throw new TypeError("not a share");
    return shares as Shares;
  },
  encode: (shares) => JSON.stringify({ version: SHARES_FORMAT_VERSION, shares }),
  // Two tabs sharing different projects keep both; for one project, the newer version.
  merge: (_base, mine, theirs) => {
    const merged: Record<string, ProjectShare> = { ...theirs };
    for (const [project, share] of Object.entries(mine)) {
      const other = merged[project];
      if (!other || other.id !== share.id || share.version >= other.version) {
        merged[project] = share;
      }
    }
    return merged;
  },
};

export const $shares = storedAtom<Shares>("shares", {}, sharesCodec);

export function rememberShare(projectId: string, share: ProjectShare): void {
  $shares.set({ ...$shares.get(), [projectId]: share });
}

export function forgetShare(projectId: string): void {
  const { [projectId]: _gone, ...rest } = $shares.get();
  $shares.set(rest);
}
