import type { ReactNode } from "react";
import { PageTitle } from "../../lib/ui/page-title";

type AuthScreenProps = {
  /** The heading's id, which names the screen for screen readers. */
  titleId: string;
  /** The document title. */
  title: string;
  heading: ReactNode;
  children: ReactNode;
};

/** One of the account screens (sign-in, sign-up, reset…): its title, heading and content. */
export function AuthScreen({ titleId, title, heading, children }: AuthScreenProps) {
  return (
    <section className="auth-screen" aria-labelledby={titleId}>
      <PageTitle title={title} />
      <h1 id={titleId}>{heading}</h1>
      {children}
    </section>
  );
}
