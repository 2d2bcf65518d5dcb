// The blog editor's toolbar: react-admin's rich-text buttons plus indent, link (e-mail becomes mailto),
// image (upload or URL), video, code block and clear formatting.
import CodeIcon from '@mui/icons-material/Code';
import FormatClearIcon from '@mui/icons-material/FormatClear';
import FormatIndentDecreaseIcon from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncreaseIcon from '@mui/icons-material/FormatIndentIncrease';
import ImageIcon from '@mui/icons-material/Image';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useEditorState } from '@tiptap/react';
import {
  AlignmentButtons,
  ColorButtons,
  FormatButtons,
  ListButtons,
  QuoteButtons,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';
import { type FormEvent, useState } from 'react';
import { useMediaUpload } from '../shared/media-upload';
import { EMAIL_LIKE, MAX_INDENT, SAFE_IMAGE, selectedText } from './editorExtensions';
import { HeadingLevelSelect } from './HeadingLevelSelect';

/** The editor's image upload takes these types (the spec's list; the server checks the content too). */
const EDITOR_IMAGE_TYPES = 'image/png,image/gif,image/jpeg,image/bmp,image/x-icon';

type AddressDialogProps = {
  title: string;
  label: string;
  initial?: string;
  help?: string;
  onClose: () => void;
  onSubmit: (address: string) => string | null;
  extra?: React.ReactNode;
};

/** Asks for one address; `onSubmit` answers an error text, or null when it was accepted. */
function AddressDialog({ title, label, initial = '', help, onClose, onSubmit, extra }: AddressDialogProps) {
  const [address, setAddress] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const problem = onSubmit(address.trim());
    if (problem) setError(problem);
    else onClose();
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={label}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? help}
          />
          {extra}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Insert
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function LinkButton() {
  const editor = useTiptapEditor();
  const [asking, setAsking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: current?.isActive('link') ?? false,
      hasSelection: current ? !current.state.selection.empty : false,
      href: (current?.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  if (!editor) return null;
  function open() {
    if (!editor) return;
    const text = selectedText(editor);
    // E-mail-like selected text becomes a mailto link straight away.
    if (!state?.active && EMAIL_LIKE.test(text)) {
      editor
        .chain()
        .focus()
        .extendMarkRange('link')
        .setLink({ href: `mailto:${text}` })
        .run();
      return;
    }
    setAsking(true);
  }
  return (
    <>
      <ToggleButton
        value="link"
        size="small"
        aria-label="Link"
        title="Link"
        selected={state?.active}
        disabled={!state?.hasSelection && !state?.active}
        onClick={open}
      >
        <InsertLinkIcon fontSize="inherit" />
      </ToggleButton>
      {asking && (
        <AddressDialog
          title="Link"
          label="Link address"
          initial={state?.href}
          help="https://…, mailto:… or tel:…; leave empty to remove the link"
          onClose={() => setAsking(false)}
          onSubmit={(address) => {
            if (!address) {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              return null;
            }
            const href = EMAIL_LIKE.test(address) ? `mailto:${address}` : address;
            const done = editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
            return done ? null : 'Only http, https, mailto and tel addresses are allowed';
          }}
        />
      )}
    </>
  );
}

function ImageButton() {
  const editor = useTiptapEditor();
  const upload = useMediaUpload();
  const [asking, setAsking] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // Every image needs words for readers who cannot see it: asked for before the image goes in.
  const [alt, setAlt] = useState('');
  if (!editor) return null;
  const insert = (src: string) => editor.chain().focus().setImage({ src, alt: alt.trim() }).run();
  const NEEDS_ALT = 'Describe the image in the alt text first';
  return (
    <>
      <ToggleButton value="image" size="small" aria-label="Image" title="Image" onClick={() => setAsking(true)}>
        <ImageIcon fontSize="inherit" />
      </ToggleButton>
      {asking && (
        <AddressDialog
          title="Image"
          label="Image URL"
          help="An https:// address, or upload a file"
          onClose={() => {
            setAsking(false);
            setUploadError(null);
            setAlt('');
          }}
          onSubmit={(address) => {
            if (!SAFE_IMAGE.test(address)) return 'Enter an http(s) image address';
            if (!alt.trim()) return NEEDS_ALT;
            insert(address);
            return null;
          }}
          extra={
            <>
              <TextField
                fullWidth
                margin="dense"
                label="Alt text (required)"
                value={alt}
                onChange={(event) => setAlt(event.target.value)}
                helperText="What the picture shows, for readers who cannot see it"
              />
              <Button component="label" variant="outlined" sx={{ mt: 1 }}>
                Upload image
                <input
                  type="file"
                  hidden
                  accept={EDITOR_IMAGE_TYPES}
                  data-testid="editor-image-upload"
                  onChange={async (event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (!file) return;
                    if (!alt.trim()) {
                      setUploadError(NEEDS_ALT);
                      return;
                    }
                    try {
                      insert(await upload(file));
                      setAsking(false);
                      setAlt('');
                    } catch (error) {
                      setUploadError(error instanceof Error ? error.message : 'Upload failed');
                    }
                  }}
                />
              </Button>
              {uploadError && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {uploadError}
                </Alert>
              )}
            </>
          }
        />
      )}
    </>
  );
}

function VideoButton() {
  const editor = useTiptapEditor();
  const [asking, setAsking] = useState(false);
  if (!editor) return null;
  return (
    <>
      <ToggleButton value="video" size="small" aria-label="Video" title="Video" onClick={() => setAsking(true)}>
        <OndemandVideoIcon fontSize="inherit" />
      </ToggleButton>
      {asking && (
        <AddressDialog
          title="Video"
          label="YouTube or Vimeo link"
          help="For example https://www.youtube.com/watch?v=… or https://vimeo.com/…"
          onClose={() => setAsking(false)}
          onSubmit={(address) =>
            editor.chain().focus().setVideoEmbed(address).run() ? null : 'Enter a YouTube or Vimeo link'
          }
        />
      )}
    </>
  );
}

function IndentButtons() {
  const editor = useTiptapEditor();
  const level = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      (current?.getAttributes('paragraph').indent as number | undefined) ??
      (current?.getAttributes('heading').indent as number | undefined) ??
      0,
  });
  if (!editor) return null;
  return (
    <ToggleButtonGroup size="small" aria-label="Indentation">
      <ToggleButton
        value="outdent"
        aria-label="Decrease indent"
        title="Decrease indent"
        disabled={!level}
        onClick={() => editor.chain().focus().outdent().run()}
      >
        <FormatIndentDecreaseIcon fontSize="inherit" />
      </ToggleButton>
      <ToggleButton
        value="indent"
        aria-label="Increase indent"
        title="Increase indent"
        disabled={(level ?? 0) >= MAX_INDENT}
        onClick={() => editor.chain().focus().indent().run()}
      >
        <FormatIndentIncreaseIcon fontSize="inherit" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

function BlockButtons() {
  const editor = useTiptapEditor();
  const codeBlock = useEditorState({
    editor,
    selector: ({ editor: current }) => current?.isActive('codeBlock') ?? false,
  });
  if (!editor) return null;
  return (
    <ToggleButtonGroup size="small" aria-label="Blocks">
      <ToggleButton
        value="codeBlock"
        aria-label="Code block"
        title="Code block"
        selected={codeBlock}
        onClick={() => editor.chain().focus().toggleCodeBlock().run()}
      >
        <CodeIcon fontSize="inherit" />
      </ToggleButton>
      <ToggleButton
        value="clear"
        aria-label="Clear formatting"
        title="Clear formatting"
        onClick={() => editor.chain().focus().unsetAllMarks().clearNodes().run()}
      >
        <FormatClearIcon fontSize="inherit" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

export function BlogEditorToolbar() {
  return (
    <RichTextInputToolbar size="small">
      <HeadingLevelSelect />
      <FormatButtons size="small" />
      <ColorButtons size="small" />
      <ListButtons size="small" />
      <IndentButtons />
      <AlignmentButtons size="small" />
      <LinkButton />
      <ImageButton />
      <VideoButton />
      <QuoteButtons size="small" />
      <BlockButtons />
    </RichTextInputToolbar>
  );
}
