import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId, useState, type ComponentType } from "react";
import * as siteIcons from "~/components/site/icons";
import { loadAppSources } from "./app-sources";
import { FoundationSection, renderLoaded } from "./foundation-parts";
import { pascalCase, usedLucideIcons } from "./tokens";

type IconComponent = ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
interface IconEntry {
  name: string;
  set: "console" | "site";
  Icon: IconComponent;
  files: string[];
}
type Loaded = { icons: IconEntry[] };

/** The icons the app imports from lucide-react (console and admin), and the site's inline copies. */
async function loadIcons(): Promise<IconEntry[]> {
  const [sources, lucide] = await Promise.all([loadAppSources(), import("lucide-react")]);
  const library = lucide.icons as unknown as Record<string, IconComponent>;
  const consoleIcons = [...usedLucideIcons(sources)].flatMap(([name, files]) => {
    const Icon = library[pascalCase(name)];
    return Icon ? [{ name, set: "console" as const, Icon, files }] : [];
  });
  const siteFiles = Object.entries(sources)
    .filter(
      ([file, source]) =>
        /from\s+["']~\/components\/site\/icons["']/.test(source) ||
        (file.startsWith("app/components/site/") && /from\s+["']\.\/icons["']/.test(source)),
    )
    .map(([file]) => file);
  const site = Object.entries(siteIcons as unknown as Record<string, unknown>)
    .filter((entry): entry is [string, IconComponent] => typeof entry[1] === "function")
    .map(([name, Icon]) => ({
      name: name.replace(/([a-z])([A-Z])/g, "$1-$2").toLowerCase(),
      set: "site" as const,
      Icon,
      files: siteFiles.filter((file) => new RegExp(`\\b${name}\\b`).test(sources[file] ?? "")),
    }));
  return [...consoleIcons, ...site];
}

function IconGallery({ icons }: Loaded) {
  const [query, setQuery] = useState("");
  const inputId = useId();
  const words = query.trim().toLowerCase();
  const shown = icons.filter(
    (icon) => !words || icon.name.includes(words) || icon.files.some((file) => file.toLowerCase().includes(words)),
  );
  const groups = [
    { set: "console", title: "Console and admin (lucide-react, one module per icon)" },
    { set: "site", title: "Public site (inline SVG copies, no icon library in the site's script)" },
  ] as const;
  return (
    <FoundationSection
      title="Icons"
      intro={
        <p>
          Lucide&apos;s line icons, 24 px grid, 2 px stroke, in the text colour (<code>currentColor</code>). An icon
          next to a word is decorative (<code>aria-hidden</code>); an icon alone is a button with a label. Search by
          name or by the file that uses it; the list is read from the app&apos;s imports.
        </p>
      }
    >
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-fg">
        Search icons
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="e.g. chevron, upload, workplace"
        className="mb-2 h-8 w-72 rounded border border-line-strong bg-surface px-2 text-sm text-fg"
      />
      <p className="mb-4 text-xs text-fg-muted" aria-live="polite">
        {shown.length} of {icons.length} icons
      </p>
      {groups.map((group) => {
        const list = shown.filter((icon) => icon.set === group.set);
        if (list.length === 0) return null;
        return (
          <div key={group.set} className="mb-6">
            <h3 className="mb-2 text-sm font-medium text-fg">{group.title}</h3>
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(10.5rem,1fr))] gap-2">
              {list.map(({ name, Icon, files }) => (
                <li
                  key={`${group.set}-${name}`}
                  className="flex flex-col items-center gap-1 rounded border border-line p-3 text-center"
                  title={files.join("\n")}
                >
                  <Icon className="h-6 w-6 text-fg" aria-hidden />
                  <code className="break-all font-mono text-xs text-fg">{name}</code>
                  <span className="text-[11px] text-fg-muted">
                    {files.length} {files.length === 1 ? "file" : "files"}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </FoundationSection>
  );
}

/**
 * Every icon the product draws, found in the app's own imports, searchable by name or by file. Add an icon by
 * importing it where it is used (`lucide-react/icons/<name>`); the site copies the drawing into
 * `components/site/icons.tsx` instead, to keep the icon library out of the public pages' script.
 */
const meta = {
  title: "Foundations/Icons",
  loaders: [async () => ({ icons: await loadIcons() })],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = { name: "Searchable gallery", render: renderLoaded(IconGallery) };
