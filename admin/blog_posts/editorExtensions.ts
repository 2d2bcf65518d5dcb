// The blog editor's tiptap setup: react-admin's defaults, plus indentation, video embeds and the link rules of the spec.
import { type CommandProps, type Editor, Extension, type Extensions, mergeAttributes, Node } from '@tiptap/core';
import type {} from '@tiptap/extension-image';
import type { StarterKitOptions } from '@tiptap/starter-kit';
import { DefaultEditorOptions } from 'ra-input-rich-text';
import { toEmbedUrl, VIDEO_EMBED_PATTERN } from '../../common/content';

export const MAX_INDENT = 8;
const INDENTED_TYPES = ['paragraph', 'heading'];

/** Links keep only these schemes; any other address is refused (rendered blank), as in the spec. */
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:)/i;
/** Images come from the web or from this site's media (uploads); the server's sanitiser agrees. */
export const SAFE_IMAGE = /^(https?:\/\/|\/media\/|\/images\/)/i;
export const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    indent: { indent: () => ReturnType; outdent: () => ReturnType };
    videoEmbed: { setVideoEmbed: (link: string) => ReturnType };
  }
}

const clampIndent = (value: number) => Math.max(0, Math.min(MAX_INDENT, Number.isFinite(value) ? value : 0));

/** Paragraph and heading indentation, levels 0 to 8, written as data-indent plus a left margin. */
export const Indent = Extension.create({
  name: 'indent',
  addGlobalAttributes() {
    return [
      {
        types: INDENTED_TYPES,
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element) => clampIndent(Number.parseInt(element.getAttribute('data-indent') ?? '0', 10)),
            renderHTML: (attributes) =>
              attributes.indent
                ? { 'data-indent': String(attributes.indent), style: `margin-left: ${attributes.indent * 2}em` }
                : {},
          },
        },
      },
    ];
  },
  addCommands() {
    const shift =
      (delta: number) =>
      () =>
      ({ tr, state, dispatch }: CommandProps) => {
        let changed = false;
        state.doc.nodesBetween(state.selection.from, state.selection.to, (node, position) => {
          if (!INDENTED_TYPES.includes(node.type.name)) return true;
          const next = clampIndent((node.attrs.indent ?? 0) + delta);
          if (next !== node.attrs.indent) {
            changed = true;
            if (dispatch) tr.setNodeMarkup(position, undefined, { ...node.attrs, indent: next });
          }
          return false;
        });
        return changed;
      };
    return { indent: shift(1), outdent: shift(-1) };
  },
});

/** A YouTube or Vimeo video in a frame; watch links are turned into embed addresses. */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element) => {
          const src = element.getAttribute('src') ?? '';
          return VIDEO_EMBED_PATTERN.test(src) ? { src } : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'iframe',
      mergeAttributes(
        { width: '640', height: '360', frameborder: '0', allowfullscreen: 'true', loading: 'lazy' },
        HTMLAttributes,
      ),
    ];
  },
  addCommands() {
    return {
      setVideoEmbed:
        (link: string) =>
        ({ commands }) => {
          const src = toEmbedUrl(link.trim());
          if (!VIDEO_EMBED_PATTERN.test(src)) return false;
          return commands.insertContent({ type: this.name, attrs: { src } });
        },
    };
  },
});

/** react-admin's default extensions, with the starter kit configured for the spec's links and undo history. */
export const blogEditorExtensions: Extensions = [
  ...(DefaultEditorOptions.extensions ?? []).map((extension) =>
    extension.name === 'starterKit'
      ? extension.configure({
          link: {
            openOnClick: false,
            autolink: true,
            defaultProtocol: 'https',
            protocols: ['mailto', 'tel'],
            isAllowedUri: (url: string) => SAFE_LINK.test(url),
          },
          // The spec's editor: undo steps grouped over 1000 ms, at most 100 kept.
          undoRedo: { depth: 100, newGroupDelay: 1000 },
        } satisfies Partial<StarterKitOptions>)
      : extension,
  ),
  Indent,
  VideoEmbed,
];

export const blogEditorOptions = { ...DefaultEditorOptions, extensions: blogEditorExtensions };

/** The text currently selected in the editor. */
export const selectedText = (editor: Editor) =>
  editor.state.doc.textBetween(editor.state.selection.from, editor.state.selection.to).trim();
