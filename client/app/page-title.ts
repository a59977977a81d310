import { useEffect } from "react";

/** The product's name: a proper name, the same in every language. */
export const APP_NAME = "Signage Planner";

/** Sets the document title for the screen being shown. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
}
