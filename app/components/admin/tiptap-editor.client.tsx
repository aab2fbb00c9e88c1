/**
 * Tiptap with the starter kit and a small toolbar; loaded only in the browser, only on the article screen. Images
 * come from the media library (with alt text); tables are ProseMirror's own table nodes (@tiptap/pm/tables).
 */
import { Extension, Node, mergeAttributes, type Editor } from "@tiptap/core";
import { addColumnAfter, addRowAfter, deleteTable, goToNextCell, isInTable, tableEditing } from "@tiptap/pm/tables";
import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Bold from "lucide-react/icons/bold";
import Heading2 from "lucide-react/icons/heading-2";
import Heading3 from "lucide-react/icons/heading-3";
import Italic from "lucide-react/icons/italic";
import Link2 from "lucide-react/icons/link-2";
import List from "lucide-react/icons/list";
import ListOrdered from "lucide-react/icons/list-ordered";
import Quote from "lucide-react/icons/quote";
import ImagePlus from "lucide-react/icons/image-plus";
import Redo2 from "lucide-react/icons/redo-2";
import Table from "lucide-react/icons/table";
import TableColumnsSplit from "lucide-react/icons/columns-3";
import TableRowsSplit from "lucide-react/icons/rows-3";
import Trash from "lucide-react/icons/trash-2";
import Undo2 from "lucide-react/icons/undo-2";
import { useTranslation } from "~/lib/i18n/use-translation";
import { cn } from "~/lib/utils/cn";
import { MediaPicker } from "./media-picker";

/** Keeps `<img>` in article bodies (the starter kit has no image node); the sanitizer still checks src on save. */
const ArticleImage = Node.create({
  name: "image",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      title: { default: null },
      width: { default: null },
      height: { default: null },
    };
  },
  parseHTML() {
    return [{ tag: "img[src]" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["img", mergeAttributes(HTMLAttributes)];
  },
});

/** A table cell's node: paragraphs inside, spans kept (the sanitizer allows colspan and rowspan). */
function cellNode(name: "tableCell" | "tableHeader", tag: "td" | "th") {
  return Node.create({
    name,
    content: "block+",
    isolating: true,
    addAttributes() {
      return {
        colspan: { default: 1, parseHTML: (el) => Number(el.getAttribute("colspan") ?? 1) },
        rowspan: { default: 1, parseHTML: (el) => Number(el.getAttribute("rowspan") ?? 1) },
      };
    },
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => {
      // Spans of 1 are the default: left out of the HTML.
      const attrs = { ...HTMLAttributes } as Record<string, unknown>;
      if (attrs.colspan === 1) delete attrs.colspan;
      if (attrs.rowspan === 1) delete attrs.rowspan;
      return [tag, attrs, 0];
    },
  });
}

const TABLE_ROLES: Record<string, string> = {
  table: "table",
  tableRow: "row",
  tableCell: "cell",
  tableHeader: "header_cell",
};

const TableNodes = [
  Node.create({
    name: "table",
    group: "block",
    content: "tableRow+",
    isolating: true,
    parseHTML: () => [{ tag: "table" }],
    renderHTML: () => ["table", ["tbody", 0]],
  }),
  Node.create({
    name: "tableRow",
    content: "(tableCell | tableHeader)*",
    parseHTML: () => [{ tag: "tr" }],
    renderHTML: () => ["tr", 0],
  }),
  cellNode("tableCell", "td"),
  cellNode("tableHeader", "th"),
  // prosemirror-tables finds its nodes by the `tableRole` of their schema spec.
  Extension.create({
    name: "tableRoles",
    extendNodeSchema: (extension) => {
      const role = TABLE_ROLES[extension.name];
      return role ? { tableRole: role } : {};
    },
  }),
  // Cell selection, fixing of broken tables, and Tab / Shift-Tab between cells.
  Extension.create({
    name: "tableEditing",
    addProseMirrorPlugins: () => [tableEditing()],
    addKeyboardShortcuts: () => ({
      Tab: ({ editor }) => goToNextCell(1)(editor.state, editor.view.dispatch),
      "Shift-Tab": ({ editor }) => goToNextCell(-1)(editor.state, editor.view.dispatch),
    }),
  }),
];

/** A 3 × 3 table with a header row after the selection (never in place of a selected picture), cursor in its first cell. */
function insertTable(editor: Editor): void {
  const cell = (type: "tableHeader" | "tableCell") => ({ type, content: [{ type: "paragraph" }] });
  const row = (type: "tableHeader" | "tableCell") => ({
    type: "tableRow",
    content: [cell(type), cell(type), cell(type)],
  });
  editor
    .chain()
    .focus()
    .command(({ tr }) => {
      if (tr.selection instanceof NodeSelection) tr.setSelection(TextSelection.near(tr.doc.resolve(tr.selection.to)));
      return true;
    })
    .insertContent({ type: "table", content: [row("tableHeader"), row("tableCell"), row("tableCell")] })
    .command(({ tr }) => {
      // The cursor ends after the table: move it into the first header cell, the last table before it.
      let start = -1;
      tr.doc.nodesBetween(0, tr.selection.from, (node, pos) => {
        if (node.type.name === "table") start = pos;
      });
      if (start >= 0) tr.setSelection(TextSelection.near(tr.doc.resolve(start + 1)));
      return true;
    })
    .run();
}

/** The display name without its extension: the alt text offered for a picked picture. */
function altFromName(name: string): string {
  return name.replace(/\.[A-Za-z0-9]{1,5}$/, "");
}

export default function TiptapEditor({
  initial,
  onChange,
  label,
  describedBy,
  invalid,
  autoFocus,
}: {
  initial: string;
  onChange: (html: string) => void;
  /** The field's label: the editor is named by it (the label element names the plain textarea). */
  label: string;
  /** The field's error and help, read with the editor as with any control. */
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
  /** The first field with an error after a refused save: the editor takes the focus. */
  autoFocus?: boolean | undefined;
}) {
  const { t } = useTranslation("admin");
  const editor = useEditor({
    extensions: [
      ArticleImage,
      ...TableNodes,
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, protocols: ["http", "https", "mailto"] },
      }),
    ],
    content: initial,
    immediatelyRender: false,
    autofocus: autoFocus ? "start" : false,
    editorProps: {
      attributes: {
        class: "admin-prose min-h-72 max-h-[60vh] overflow-y-auto px-4 py-3 focus:outline-none",
        "aria-label": label,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        role: "textbox",
        "aria-multiline": "true",
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  if (!editor) return <div className="h-80 rounded border border-line bg-surface-muted" />;
  const tools = [
    {
      label: t("editor.h2"),
      icon: Heading2,
      active: editor.isActive("heading", { level: 2 }),
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      label: t("editor.h3"),
      icon: Heading3,
      active: editor.isActive("heading", { level: 3 }),
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      label: t("editor.bold"),
      icon: Bold,
      active: editor.isActive("bold"),
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      label: t("editor.italic"),
      icon: Italic,
      active: editor.isActive("italic"),
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      label: t("editor.bullet"),
      icon: List,
      active: editor.isActive("bulletList"),
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      label: t("editor.ordered"),
      icon: ListOrdered,
      active: editor.isActive("orderedList"),
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      label: t("editor.quote"),
      icon: Quote,
      active: editor.isActive("blockquote"),
      run: () => editor.chain().focus().toggleBlockquote().run(),
    },
    {
      label: t("editor.link"),
      icon: Link2,
      active: editor.isActive("link"),
      run: () => {
        const href = window.prompt(t("editor.linkPrompt"), String(editor.getAttributes("link").href ?? "https://"));
        if (href === null) return;
        if (href === "" || !/^https?:\/\/\S+$/i.test(href)) editor.chain().focus().unsetLink().run();
        else editor.chain().focus().setLink({ href }).run();
      },
    },
    {
      label: t("editor.table"),
      icon: Table,
      active: false,
      run: () => insertTable(editor),
    },
    ...(isInTable(editor.state)
      ? [
          {
            label: t("editor.addRow"),
            icon: TableRowsSplit,
            active: false,
            run: () => addRowAfter(editor.state, editor.view.dispatch),
          },
          {
            label: t("editor.addColumn"),
            icon: TableColumnsSplit,
            active: false,
            run: () => addColumnAfter(editor.state, editor.view.dispatch),
          },
          {
            label: t("editor.deleteTable"),
            icon: Trash,
            active: false,
            run: () => deleteTable(editor.state, editor.view.dispatch),
          },
        ]
      : []),
    { label: t("editor.undo"), icon: Undo2, active: false, run: () => editor.chain().focus().undo().run() },
    { label: t("editor.redo"), icon: Redo2, active: false, run: () => editor.chain().focus().redo().run() },
  ];
  return (
    <div className="rounded border border-line-strong bg-surface focus-within:border-primary">
      <div
        role="toolbar"
        aria-label={t("editor.toolbar")}
        className="flex flex-wrap gap-1 border-b border-line bg-surface-muted/60 p-1.5"
      >
        {tools.map(({ label, icon: Icon, active, run }) => (
          <button
            key={label}
            type="button"
            onClick={run}
            aria-label={label}
            aria-pressed={active}
            title={label}
            className={cn(
              "inline-flex size-8 items-center justify-center rounded text-fg-muted hover:bg-surface hover:text-fg",
              active && "bg-primary-100 text-primary",
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
          </button>
        ))}
        <MediaPicker
          kind="image"
          onPick={(item) => {
            // The alt text is asked for every picture: it is what a screen reader says instead of it.
            const alt = window.prompt(t("editor.altLabel"), altFromName(item.name));
            if (alt === null) return;
            const attrs = { src: item.url, alt: alt.trim(), width: item.width, height: item.height };
            // A paragraph after the picture takes the cursor, so the next typing or table goes below it.
            editor
              .chain()
              .focus()
              .insertContent([{ type: "image", attrs }, { type: "paragraph" }])
              .run();
          }}
          trigger={
            <button
              type="button"
              aria-label={t("editor.image")}
              title={t("editor.image")}
              className="inline-flex size-8 items-center justify-center rounded text-fg-muted hover:bg-surface hover:text-fg"
              data-editor-image
            >
              <ImagePlus className="size-4" aria-hidden="true" />
            </button>
          }
        />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
