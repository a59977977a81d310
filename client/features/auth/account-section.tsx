import type { ReactNode } from "react";

type AccountSectionProps = {
  /** The heading's id, which names the section for screen readers. */
  titleId: string;
  title: string;
  /** A class beside `account-section`, e.g. `danger-zone`. */
  className?: string;
  children: ReactNode;
};

/** One part of the account area, under its own heading. */
export function AccountSection({ titleId, title, className, children }: AccountSectionProps) {
  return (
    <section
      className={className ? `account-section ${className}` : "account-section"}
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
