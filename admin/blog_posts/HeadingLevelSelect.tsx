// The toolbar's text level (Normal, Heading 1 to 6): a button that opens a menu. ra-input-rich-text's LevelSelect
// draws its button as a list item inside a <nav>, which a screen reader announces as a broken list (axe: listitem);
// this one is a plain button with the same name ("Current level") and menu.
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useEditorState } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useId, useState } from 'react';

const LEVELS = [
  { label: 'Normal', level: 0 },
  ...([1, 2, 3, 4, 5, 6] as const).map((level) => ({ label: `Heading ${level}`, level })),
] as const;

export function HeadingLevelSelect() {
  const editor = useTiptapEditor();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current =
    useEditorState({
      editor,
      selector: ({ editor: state }) =>
        LEVELS.find(({ level }) =>
          level === 0 ? state?.isActive('paragraph') : state?.isActive('heading', { level }),
        ) ?? LEVELS[0],
    }) ?? LEVELS[0];
  const choose = (level: number) => {
    setAnchor(null);
    const chain = editor.chain().focus();
    if (level === 0) chain.setParagraph().run();
    else chain.setHeading({ level: level as 1 | 2 | 3 | 4 | 5 | 6 }).run();
  };
  return (
    <>
      <Button
        aria-label="Current level"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        disabled={!editor?.isEditable}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<ArrowDropDownIcon />}
        color="inherit"
        variant="outlined"
        size="small"
        sx={{ textTransform: 'none', minWidth: 120, justifyContent: 'space-between' }}
      >
        {current.label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LEVELS.map(({ label, level }) => (
          <MenuItem key={label} selected={label === current.label} onClick={() => choose(level)}>
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
