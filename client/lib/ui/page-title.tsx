/** The product's name: a proper name, the same in every language. */
export const APP_NAME = "Signage Planner";

/**
 * The document title for the screen being shown: React 19 puts a `<title>` rendered
 * anywhere into the document's head, and takes it out with the screen.
 */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · ${APP_NAME}`}</title>;
}
