/** Fixture data for the console stories: the same deterministic demo data the server seeds. */
import { groupMessages } from "~/lib/console/messages";
import { parsePolicyQuery, parsePolicyTableView, queryPolicies } from "~/lib/console/policies";
import {
  seedCards,
  seedCertifications,
  seedMessages,
  seedParameterSets,
  seedPolicies,
  seedProfiles,
} from "~/lib/console/seed";
import { DEFAULT_SETTINGS } from "~/lib/console/settings";

export const BASE = "/eKwU1RHjdG";
export const policies = seedPolicies();
export const messages = seedMessages();
export const cards = seedCards();
export const parameterSets = seedParameterSets();
export const certifications = seedCertifications();
export const profile = seedProfiles()[0]!;
export const settings = DEFAULT_SETTINGS;

export function policyFixture(search = "") {
  const params = new URLSearchParams(search);
  const query = parsePolicyQuery(params);
  return { query, view: parsePolicyTableView(params), page: queryPolicies(policies, query) };
}

export const messageBox = groupMessages(messages);
