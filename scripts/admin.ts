/**
 * Admin account commands, run on the server:
 *   npm run admin -- set-password NAME            (asks for the new password; or ADMIN_NEW_PASSWORD=...)
 *   npm run admin -- create-user NAME [--role admin|user]
 *   npm run admin -- list-users
 * Works on CONTENT_DIR (default ./content). A running server keeps its in-memory copy: the store takes in
 * files edited outside the app, otherwise restart it.
 */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { openContentStore } from "../app/lib/content/store.server";
import { setUserPassword } from "../app/lib/auth/users.server";

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

async function main(argv: string[]): Promise<number> {
  const [command, name, ...rest] = argv;
  const store = await openContentStore(process.env.CONTENT_DIR ?? "./content");
  if (command === "list-users") {
    for (const u of store.list("users")) console.log(`${u.id}\t${u.username}\t${u.role}`);
    return 0;
  }
  if ((command === "set-password" || command === "create-user") && name) {
    const roleIndex = rest.indexOf("--role");
    const role = roleIndex >= 0 ? rest[roleIndex + 1] : "user";
    if (role !== "admin" && role !== "user") throw new Error('--role must be "admin" or "user"');
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
  console.log("Usage: npm run admin -- set-password NAME | create-user NAME [--role admin|user] | list-users");
  return command ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
