import { useEffect } from "react";

/** Sets the document title for the screen being shown. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Signage Planner`;
  }, [title]);
}
