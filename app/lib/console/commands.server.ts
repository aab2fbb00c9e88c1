/**
 * The console's reads and writes against the content store. Route loaders and actions call these after the
 * admin guard; they take the store as a parameter so tests run them on a throw-away content folder.
 */
import type { CertificationRecord, MessageType } from "~/lib/content/console-schema";
import { NotFoundError, type ContentStore } from "~/lib/content/store.server";
import { CardActionError, cardActionPatch, qualityCardInput, type CardCommand, type QualityCreate } from "./cards";
import { filterChat, type ChatQuery } from "./chat";
import { groupMessages, idsOfType, messagePage, unreadAmong, unreadOfType } from "./messages";
import { parsePolicyQuery, queryPolicies } from "./policies";
import { channelRecordInput, type ChannelForm, type GroupForm, type UserSetting } from "./forms";
import { defaultProfile } from "./profile";

/** One page of the search table for a URL's query string. */
export function policyPage(store: ContentStore, params: URLSearchParams) {
  const query = parsePolicyQuery(params);
  return { query, page: queryPolicies(store.list("policies"), query) };
}

/** The message box: tabs with unread counts; `limit` items per tab. */
export function messageBox(store: ContentStore, limit = Infinity) {
  return groupMessages(store.list("messages"), limit);
}

/** Marks the given messages read; already-read ones are left alone. Returns how many changed. */
export async function markMessagesRead(store: ContentStore, ids: readonly number[]): Promise<number> {
  const unread = unreadAmong(store.list("messages"), ids);
  for (const id of unread) await store.update("messages", id, { status: 1 }, { expectedUpdatetime: null });
  return unread.length;
}

/** "All Read" of one tab. Returns how many changed. */
export async function markAllRead(store: ContentStore, type: MessageType): Promise<number> {
  return markMessagesRead(store, unreadOfType(store.list("messages"), type));
}

/** "Clear" of one tab: its messages are removed from the store. Returns how many were removed. */
export async function clearMessages(store: ContentStore, type: MessageType): Promise<number> {
  const ids = idsOfType(store.list("messages"), type);
  for (const id of ids) {
    try {
      await store.remove("messages", id, { expectedUpdatetime: null });
    } catch (error) {
      // Cleared at the same moment from another tab or worker: already gone is what was asked for.
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  return ids.length;
}

/** One page of the full message list of a tab ("View More"). */
export function messageListPage(store: ContentStore, type: MessageType, page: number) {
  return messagePage(store.list("messages"), type, page);
}

/** The monitor's chat lines a filter lets through (oldest first). */
export function chatLines(store: ContentStore, query: ChatQuery) {
  return filterChat(store.list("chatMessages"), query);
}

/** Stores a line sent from the monitor's chat window, as the signed-in user. */
export function postChatMessage(store: ContentStore, username: string, content: string, now = Date.now()) {
  return store.create("chatMessages", { username, content, time: Math.floor(now / 1000), isCollect: false });
}

/** Open, cancel, renew, enable or disable a card; a stale `updatetime` is refused as a conflict. */
export async function runCardCommand(store: ContentStore, command: CardCommand) {
  const card = store.get("cards", command.id);
  if (!card) throw new NotFoundError("cards", command.id);
  const patch = cardActionPatch(card, command.action);
  return store.update("cards", card.id, patch, { expectedUpdatetime: command.updatetime ?? null });
}
export { CardActionError };

/** Stores a new quality inspection card (the Card List's create tile). */
export function createQualityCard(store: ContentStore, values: QualityCreate) {
  return store.create("cards", qualityCardInput(values));
}

/** Stores a validated channel form. */
export function saveChannelForm(store: ContentStore, form: ChannelForm, username: string) {
  return store.create("channelForms", channelRecordInput(form, username));
}

/** Stores a submitted parameter set awaiting approval; it becomes the "current" one on the basic profile. */
export function saveParameterSet(store: ContentStore, form: GroupForm, username: string) {
  return store.create("parameterSets", { ...form, status: "auditing", username });
}

/** The basic profile: the newest parameter set (current), the one before it (original) and the log. */
export function parameterProfile(store: ContentStore) {
  const sets = [...store.list("parameterSets")].sort((a, b) => b.createtime - a.createtime || b.id - a.id);
  const active = sets.filter((set) => set.status !== "cancelled");
  return { current: active[0] ?? null, original: active[1] ?? null, log: sets };
}

/** Cancel Process: the current set's approval is withdrawn. */
export async function cancelParameterProcess(store: ContentStore, id: number) {
  const set = store.get("parameterSets", id);
  if (!set) throw new NotFoundError("parameterSets", id);
  if (set.status !== "auditing") return set;
  return store.update("parameterSets", id, { status: "cancelled" }, { expectedUpdatetime: null });
}

/** A user's profile, or the default one when it was never saved. */
export function profileOf(store: ContentStore, username: string, displayName = "") {
  return store.list("profiles").find((p) => p.username === username) ?? defaultProfile(username, displayName);
}

/** Saves the basic-information tab of User Setting. */
export async function saveUserSetting(
  store: ContentStore,
  username: string,
  values: UserSetting,
  expectedUpdatetime: number | null,
) {
  const existing = store.list("profiles").find((p) => p.username === username);
  const patch = {
    email: values.email,
    nickname: values.nickname,
    countryRegion: values.countryRegion,
    area: values.area,
    address: values.address,
    introduction: values.profile,
  };
  if (!existing) return store.create("profiles", { ...defaultProfile(username, ""), ...patch });
  return store.update("profiles", existing.id, patch, { expectedUpdatetime });
}

/** Saves a new avatar URL (after the upload route stored the file). */
export async function saveAvatar(store: ContentStore, username: string, avatar: string) {
  const existing = store.list("profiles").find((p) => p.username === username);
  if (!existing) return store.create("profiles", { ...defaultProfile(username, ""), avatar });
  return store.update("profiles", existing.id, { avatar }, { expectedUpdatetime: null });
}

/** Certification records, newest first. */
export function certificationRecords(store: ContentStore): readonly CertificationRecord[] {
  return [...store.list("certifications")].sort((a, b) => b.time - a.time || b.id - a.id);
}

/** Withdraw: removes a record still under review; reviewed records stay. Returns whether it was removed. */
export async function withdrawCertification(store: ContentStore, id: number): Promise<boolean> {
  const record = store.get("certifications", id);
  if (!record) throw new NotFoundError("certifications", id);
  if (record.status !== 0) return false;
  await store.remove("certifications", id, { expectedUpdatetime: null });
  return true;
}
