/** The print feature's public module: the plan's sign list as a CSV file. */
export * from "./sign-list-download";
