/**
 * Publishing a project as a shared plan, a new version of it, and withdrawing it
 * (worker/routes/shares.ts), and reading a shared plan back as a project the print view
 * draws. What is shared is the plan as the project holds it: its title, description and
 * details, its signs, lines, areas and labels, its road facts and the map's view.
 */
import { sharedPlanPath } from "../../../worker/lib/shared-plan-preload";
import { api, callApi } from "../../lib/api-client";
import { cleanProjectDetails, decodeProjectData, type Project } from "../projects";
import { forgetShare, type ProjectShare, rememberShare } from "./shares-store";

/** The snapshot of `project` that is published. */
export function snapshotOf(project: Project) {
  const { markers, shapes, labels, ...rest } = project.data;
  return {
    ...rest,
    title: project.title,
    description: project.description,
    ...(project.details ? { details: project.details } : {}),
    markers: [...markers],
    shapes: [...shapes],
    labels: [...labels],
  };
}

/**
 * The fingerprint the Worker gives a version (worker/routes/shares.ts): the first 16 hex
 * digits of the SHA-256 of the plan's JSON as sent, the same snapshot giving the same.
 */
export async function snapshotFingerprint(project: Project): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(snapshotOf(project)));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", json));
  return [...digest]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, 16);
}

export type ShareFailure = { status: number; code?: string; message?: string };

/**
 * Publishes `project`: a new share, or a new version of `share` (its token gives the
 * right). Remembers the share for the project; returns it, or why it failed.
 */
export async function publishProject(
  project: Project,
  share: ProjectShare | undefined,
): Promise<{ share: ProjectShare } | { error: ShareFailure }> {
  const json = { plan: snapshotOf(project) };
  if (!share) {
    const { data, error } = await callApi(api.shares.$post({ json }));
    if (error) return { error };
    const published: ProjectShare = {
      id: data.id,
      token: data.token,
      version: data.version,
      fingerprint: data.fingerprint,
      publishedAt: data.publishedAt,
    };
    rememberShare(project.id, published);
    return { share: published };
  }
  const { data, error } = await callApi(
    api.shares[":id"].versions.$post(
      { param: { id: share.id }, json },
      { headers: { authorization: `Bearer ${share.token}` } },
    ),
  );
  if (error) {
    // Withdrawn elsewhere (another browser of the publisher's): this one forgets it.
    if (error.status === 410) forgetShare(project.id);
    return { error };
  }
  const published = { ...share, ...data };
  rememberShare(project.id, published);
  return { share: published };
}

/** Withdraws `share`: its link answers 410 from now on. */
export async function withdrawShare(
  projectId: string,
  share: ProjectShare,
): Promise<ShareFailure | null> {
  const response = await fetch(`/api/shares/${encodeURIComponent(share.id)}`, {
    method: "DELETE",
    headers: { authorization: `Bearer ${share.token}` },
  });
  if (response.status === 204 || response.status === 410) {
    forgetShare(projectId);
    return null;
  }
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  return { status: response.status, code: body.code, message: body.message };
}

/** A shared plan as read: the version shown, the newest, and the plan as a project. */
export type SharedPlan = {
  id: string;
  version: number;
  latestVersion: number;
  fingerprint: string;
  publishedAt: string;
  project: Project;
};

export type SharedPlanAnswer =
  | { plan: SharedPlan }
  | { missing: "not-found" | "withdrawn" | "unreadable" | "offline" };

/** Reads shared plan `id` (its newest version, or `version`) from the Worker. */
export async function fetchSharedPlan(id: string, version?: number): Promise<SharedPlanAnswer> {
  let response: Response;
  try {
    response = await fetch(sharedPlanPath(id, version), {
      headers: { accept: "application/json" },
    });
  } catch {
    return { missing: "offline" };
  }
  if (response.status === 410) return { missing: "withdrawn" };
  if (!response.ok) return { missing: response.status === 404 ? "not-found" : "unreadable" };
  try {
    const body = (await response.json()) as Omit<SharedPlan, "project"> & { plan: unknown };
    return { plan: { ...body, project: projectOf(body.id, body.publishedAt, body.plan) } };
  } catch {
    return { missing: "unreadable" };
  }
}

/** A shared snapshot as a project (what the print view draws); throws when it is none. */
export function projectOf(id: string, publishedAt: string, plan: unknown): Project {
  if (typeof plan !== "object" || plan === null) throw new TypeError("no plan");
  const { title, description, details, ...data } = plan as Record<string, unknown>;
  if (typeof title !== "string") throw new TypeError("a plan without a title");
  return {
    id,
    title,
    description: typeof description === "string" ? description : "",
    createdAt: publishedAt,
    ...(cleanProjectDetails(details) ? { details: cleanProjectDetails(details) } : {}),
    data: decodeProjectData(data),
  };
}
