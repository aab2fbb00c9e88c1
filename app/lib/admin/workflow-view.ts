/** What the workflow's screens receive from their loaders (browser-safe; lib/admin/workflow.server.ts fills them). */
import type {
  ReviewDecision,
  ReviewNote,
  ReviewSteps,
  SaveIntent,
  StatusLabel,
  WorkflowKind,
} from "~/lib/content/workflow";

/** What the edit screen shows of the workflow and which buttons it offers (browser-safe shape). */
export interface WorkflowPanelData {
  label: StatusLabel;
  stage: number;
  steps: ReviewSteps;
  submittedBy: string | null;
  commands: ReviewDecision[];
  /** What the form's main button does, and the second button's intent. */
  saveMeaning: "live" | "draft";
  secondary: SaveIntent | null;
  rejection: ReviewNote | null;
  log: readonly ReviewNote[];
  updatetime: number;
}

/** One row of the review queue. */
export interface ReviewQueueRow {
  kind: WorkflowKind;
  id: number;
  title: string;
  label: StatusLabel;
  stage: number;
  submittedBy: string | null;
  submittedAt: number;
  editHref: string;
  /** The signed-in user may approve or reject it now. */
  decidable: boolean;
}

/** The review queue screen's data. */
export interface ReviewQueueData {
  mine: ReviewQueueRow[];
  others: ReviewQueueRow[];
  returned: ReviewQueueRow[];
  steps: ReviewSteps;
  /** The user publishes directly (no review steps and the publish capability). */
  directly: boolean;
}
