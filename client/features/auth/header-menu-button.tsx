import type { ReactNode } from "react";
import type { useHeaderMenu } from "./use-header-menu";

/** The button that opens and closes one of the header's account menus (useHeaderMenu). */
export function HeaderMenuButton({
  menu,
  className,
  children,
}: {
  menu: ReturnType<typeof useHeaderMenu>;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={menu.open}
      aria-controls={menu.menuId}
      onClick={menu.toggle}
    >
      {children}
    </button>
  );
}
