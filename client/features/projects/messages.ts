import { count, i18n, params } from "../../lib/i18n";

/** The map panel's project section and details form. Danish: messages.da.json beside this file. */

export const projectPanelMessages = i18n("projects/panel", {
  title: "Project",
  signCount: count({ one: "{count} sign", other: "{count} signs" }),
  notSaved: "This map is not saved in a project.",
  switchProject: "Switch project",
  noProjects: "No projects yet",
  chooseProject: "Choose a project…",
  saveAsNew: "Save map as new project",
  newEmpty: "New empty project",
  print: "Print plan",
  downloadSignList: "Download sign list",
  close: "Close project",
  clear: "Clear map",
  remove: "Delete project",
  deleted: params("Deleted “{title}”"),
  closed: params("Closed “{title}”"),
  cleared: "Map cleared",
  undo: "Undo",
});

export const projectDetailsMessages = i18n("projects/details", {
  title: "Project title",
  description: "Description",
  descriptionPlaceholder: "What the works are, e.g. night closure of lane 2",
  planDetails: "Plan document details",
  location: "Location or road",
  from: "Works from",
  until: "Works until",
  responsible: "Responsible person",
  phone: "Responsible person's phone",
  applicant: "Applicant or company",
  planNumber: "Plan number",
  save: "Save details",
});

/** What a project is called until someone names it (stored: in its creator's language). */
export const projectDefaultMessages = i18n("projects/defaults", {
  title: "New Project",
  copyOf: params("{title} (copy)"),
});
