import { type ReactNode, useId } from "react";
import { PageTitle } from "./page-title";

/** A screen with a heading and an introduction (signs, dashboard): its title, header, content. */
export function Screen({
  className,
  title,
  intro,
  children,
}: {
  className: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={`screen ${className}`} aria-labelledby={headingId}>
      <PageTitle title={title} />
      <header className="screen-header">
        <h1 id={headingId}>{title}</h1>
        <p className="screen-intro">{intro}</p>
      </header>
      {children}
    </section>
  );
}
