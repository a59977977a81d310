/** What the error page shows for a fatal error (product spec §2). */
export type ErrorDescription = { status: number; title: string; message: string };

export function describeError(error: unknown, isRouteResponse = false): ErrorDescription {
  let status = 500;
  let message = "";
  if (isRouteResponse && typeof error === "object" && error !== null) {
    const response = error as { status?: number; statusText?: string; data?: unknown };
    status = response.status ?? 500;
    message = typeof response.data === "string" ? response.data : (response.statusText ?? "");
  } else if (typeof error === "object" && error !== null) {
    const withStatus = error as { status?: unknown; statusCode?: unknown; message?: unknown };
    const declared = withStatus.statusCode ?? withStatus.status;
    if (typeof declared === "number") status = declared;
    if (typeof withStatus.message === "string") message = withStatus.message;
  } else if (typeof error === "string") {
    message = error;
  }
  const title = status === 404 ? "Page Not Found" : "Internal Server Error";
  return { status, title, message: message || title };
}
