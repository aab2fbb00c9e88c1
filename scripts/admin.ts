/**
 * Admin account commands, run on the server:
 *   npm run admin -- set-password NAME            (asks for the new password; or ADMIN_NEW_PASSWORD=...)
 *   npm run admin -- create-user NAME [--role=admin|reviewer|editor|user]   (or --role ROLE; default user)
 *   npm run admin -- list-users
 * Works on CONTENT_DIR (default ./content). A running server keeps its in-memory copy: the store takes in
 * files edited outside the app, otherwise restart it.
 */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { openContentStore } from "../app/lib/content/store.server";
import { setUserPassword } from "../app/lib/auth/users.server";
import { ROLES, isRole } from "../app/lib/auth/capabilities";

async function askPassword(prompt: string): Promise<string> {
  if (process.env.ADMIN_NEW_PASSWORD) return process.env.ADMIN_NEW_PASSWORD;
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  process.stdout.write(prompt);
  muted = true;
  const answer = await new Promise<string>((resolve) => rl.question("", resolve));
  rl.close();
  process.stdout.write("\n");
  return answer;
}

/** The value of `--role=R` or `--role R` ("user" when absent). */
function roleArgument(args: string[]): string | undefined {
  const inline = args.find((arg) => arg.startsWith("--role="));
  if (inline) return inline.slice("--role=".length);
  const index = args.indexOf("--role");
  return index >= 0 ? args[index + 1] : "user";
}

async function main(argv: string[]): Promise<number> {
  const [command, name, ...rest] = argv;
  const store = await openContentStore(process.env.CONTENT_DIR ?? "./content");
  if (command === "list-users") {
    for (const u of store.list("users"))
      console.log(`${u.id}\t${u.username}\t${u.role}${u.disabled ? "\tdisabled" : ""}`);
    return 0;
  }
  if ((command === "set-password" || command === "create-user") && name) {
    const role = roleArgument(rest);
    if (!isRole(role)) throw new Error(`--role must be one of: ${ROLES.join(", ")}`);
    const password = await askPassword(`New password for ${name}: `);
    const again = process.env.ADMIN_NEW_PASSWORD ? password : await askPassword("Repeat it: ");
    if (password !== again) throw new Error("The passwords differ.");
    const { created } = await setUserPassword(
      store,
      name,
      password,
      command === "create-user" ? { createWithRole: role } : {},
    );
    console.log(created ? `Created user ${name} (${role}).` : `Password of ${name} changed.`);
    return 0;
  }
  console.log(`Usage: npm run admin -- set-password NAME | create-user NAME [--role=${ROLES.join("|")}] | list-users`);
  return command ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
