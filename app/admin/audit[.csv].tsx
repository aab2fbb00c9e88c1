/** The audit log's CSV export: the entries the screen's filters (from the query) select, in the reader's language. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { auditCsvResponse } from "~/lib/records/audit-screen.server";

export const loader = ({ request }: LoaderFunctionArgs) => auditCsvResponse(request);
