/** The shares feature's screens and parts, loaded together through index.ts' loadShares. */
export { CurrentProjectPrintScreen } from "./printed-share";
export { ShareSection } from "./share-section";
export { SharedPlansList } from "./shared-plans-list";
