import { createInstance, type TFunction as I18nextT } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nConfig, SUPPORTED_LOCALES } from "~/lib/i18n/config";
import { resources } from "~/lib/i18n/resources";
import { message, messagesText, messageText } from "~/lib/i18n/message";
import { createT } from "~/lib/i18n/translate";

/** Every key of a namespace tree, down to strings and arrays (returnObjects targets). */
function keys(tree: unknown, prefix = ""): string[] {
  if (typeof tree !== "object" || tree === null || Array.isArray(tree)) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => [
    ...(prefix && !Array.isArray(value) && typeof value === "object" ? [prefix] : []),
    ...keys(value, prefix ? `${prefix}.${key}` : key),
  ]);
}

/** The placeholder names used anywhere in the messages, each given a distinctive value. */
function allValues(): Record<string, string> {
  const names = new Set<string>();
  const text = JSON.stringify(resources);
  for (const match of text.matchAll(/\{\{(.+?)\}\}/g)) names.add(match[1]!.trim());
  return Object.fromEntries([...names].map((name) => [name, `<${name}>`]));
}

function reference(locale: string): I18nextT {
  const instance = createInstance();
  void instance.init({ ...i18nConfig, lng: locale, resources, initImmediate: false });
  return instance.t.bind(instance) as I18nextT;
}

const NAMESPACES = ["console", "admin", "common", "site"] as const;

describe("the screens' translate function gives exactly i18next's output", () => {
  for (const locale of SUPPORTED_LOCALES) {
    const expected = reference(locale);
    const values = allValues();
    for (const ns of NAMESPACES) {
      it(`${locale} ${ns}: every key, with and without values, counts and returnObjects`, () => {
        const t = createT(locale, resources[locale], [ns]);
        const optionSets = [
          undefined,
          values,
          { count: 1 },
          { count: 7, ...values },
          { returnObjects: true },
          { returnObjects: true, ...values },
          { defaultValue: "" },
        ];
        let compared = 0;
        for (const key of keys(resources[locale][ns])) {
          for (const options of optionSets) {
            expect(t(key, options), `${key} ${JSON.stringify(options)}`).toEqual(
              expected(key, { ns, ...options } as never),
            );
            compared++;
          }
        }
        expect(compared).toBeGreaterThan(7);
      });
    }

    it(`${locale}: prefixes, ns lists, missing keys, defaults and odd values`, () => {
      const t = createT(locale, resources[locale], ["console", "admin"]);
      const cases: [string, Record<string, unknown> | undefined][] = [
        ["admin:validation.required", undefined],
        ["console:footer", undefined],
        ["common:missing.key", undefined],
        ["missing.key", undefined],
        ["missing.key", { defaultValue: "fallback" }],
        ["missing.key", { defaultValue: "" }],
        ["validation.tooLong", { max: 50, ns: ["console", "admin"] }],
        ["validation.tooLong", { max: null }],
        ["messageBox.unread", { count: 0 }],
        ["messageBox.unread", { count: 1 }],
        ["menu", undefined],
        ["workplace.slides", { returnObjects: true }],
        ["http://example.com/a", undefined],
        ["Some text that is not a key.", undefined],
      ];
      for (const [key, options] of cases)
        expect(t(key, options), `${key} ${JSON.stringify(options)}`).toEqual(
          expected(key, { ns: ["console", "admin"], ...options } as never),
        );
    });
  }
});

describe("messages sent as data (a key with values) read as i18next would read them", () => {
  const values = allValues();
  for (const locale of SUPPORTED_LOCALES) {
    const expected = reference(locale);
    it(`${locale}: every admin and console key with its values, and the site's keys, through messageText`, () => {
      for (const [namespaces, ns] of [
        [["admin", "console"], "admin"],
        [["console", "admin"], "console"],
        [["site"], "site"],
        [["common"], "common"],
      ] as const) {
        const t = createT(locale, resources[locale], namespaces);
        for (const key of keys(resources[locale][ns])) {
          if (Array.isArray(walk(resources[locale][ns], key))) continue;
          for (const params of [undefined, values, { count: 2, ...values }]) {
            expect(messageText(t, message(key, params)), `${ns}:${key}`).toEqual(
              expected(key, { ns: namespaces, defaultValue: key, ...params } as never),
            );
          }
        }
      }
    });

    it(`${locale}: text that is not a key (a content file's detail) is shown as it is`, () => {
      const t = createT(locale, resources[locale], ["admin"]);
      for (const text of ["must be an http:// or https:// URL", "Invalid input", "a.b: c"]) {
        expect(messageText(t, message(text))).toBe(text);
        expect(messageText(t, message(text))).toBe(expected(text, { ns: "admin", defaultValue: text } as never));
      }
      expect(messagesText(t, [message("validation.required"), message("validation.tooLong", { max: 5 })])).toBe(
        `${expected("validation.required", { ns: "admin" })} ${expected("validation.tooLong", { ns: "admin", max: 5 })}`,
      );
      expect(messagesText(t, [])).toBeUndefined();
      expect(messagesText(t, null)).toBeUndefined();
    });
  }
});

function walk(tree: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}
