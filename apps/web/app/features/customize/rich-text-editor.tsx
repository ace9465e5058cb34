// spec §2, §9 rich-text editor: font family, size in points (Taille: 8 to 150, default 10), headings Titre 1 to 6,
// bold, italic, underline, lists, link. A contentEditable surface driven by document.execCommand: no editor
// library is installed; the API sanitizes whatever it produces (spec §5).
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { defaultRichTextSizePt, richTextHeadings, richTextSizesPt } from '@sarment/domain/reference';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export const fontFamilies = [
  'Arial',
  'Helvetica',
  'Verdana',
  'Tahoma',
  'Trebuchet MS',
  'Georgia',
  'Times New Roman',
  'Garamond',
  'Courier New',
  'Lato',
  'Roboto',
  'Open Sans',
  'Montserrat',
  'Raleway',
  'Playfair Display',
  'Merriweather',
  'Lora',
  'Poppins',
  'Nunito',
  'Oswald',
  'Source Sans Pro',
  'PT Serif',
  'Libre Baskerville',
  'Cormorant',
  'Josefin Sans',
  'Quicksand',
  'Dancing Script',
];

function exec(command: string, value?: string) {
  document.execCommand('styleWithCSS', false, 'true');
  document.execCommand(command, false, value);
}

/** Wraps the selection in a span with a font size in points (execCommand only knows sizes 1 to 7). */
function applySizePt(size: number) {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return;
  const range = selection.getRangeAt(0);
  const span = document.createElement('span');
  span.style.fontSize = `${size}pt`;
  span.appendChild(range.extractContents());
  range.insertNode(span);
}

export function RichTextEditor(props: {
  html: string;
  onChange: (html: string) => void;
  /** the text field's name for assistive technologies (WCAG 4.1.2) */
  label?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // the surface is uncontrolled: it is filled when another page is opened, not on every keystroke
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== props.html) ref.current.innerHTML = props.html;
  }, [props.html]);
  const emit = () => props.onChange(ref.current?.innerHTML ?? '');
  const act = (fn: () => void) => () => {
    ref.current?.focus();
    fn();
    emit();
  };
  const select = { size: 'small' as const, select: true, sx: { minWidth: 110 } };
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 1, borderBottom: 1, borderColor: 'divider' }}>
        <TextField
          {...select}
          label={t('customize.editor.font')}
          value=""
          onChange={(e) => act(() => exec('fontName', e.target.value))()}
        >
          {fontFamilies.map((f) => (
            <MenuItem key={f} value={f} sx={{ fontFamily: f }}>
              {f}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...select}
          label="Taille"
          value=""
          data-testid="size-picker"
          helperText={`${defaultRichTextSizePt} pt`}
          onChange={(e) => act(() => applySizePt(Number(e.target.value)))()}
        >
          {richTextSizesPt.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...select}
          label="Titre"
          value=""
          onChange={(e) => act(() => exec('formatBlock', e.target.value))()}
        >
          {richTextHeadings.map((h) => (
            <MenuItem key={h.level} value={`h${h.level}`}>
              {h.label}
            </MenuItem>
          ))}
          <MenuItem value="p">{t('customize.editor.paragraph')}</MenuItem>
        </TextField>
        <IconButton aria-label="Gras" onClick={act(() => exec('bold'))}>
          <FormatBoldIcon />
        </IconButton>
        <IconButton aria-label="Italique" onClick={act(() => exec('italic'))}>
          <FormatItalicIcon />
        </IconButton>
        <IconButton aria-label="Souligné" onClick={act(() => exec('underline'))}>
          <FormatUnderlinedIcon />
        </IconButton>
        <IconButton aria-label="Liste" onClick={act(() => exec('insertUnorderedList'))}>
          <FormatListBulletedIcon />
        </IconButton>
        <IconButton aria-label="Liste numérotée" onClick={act(() => exec('insertOrderedList'))}>
          <FormatListNumberedIcon />
        </IconButton>
        <IconButton
          aria-label="Lien"
          onClick={act(() => {
            const url = window.prompt(t('customize.editor.linkPrompt'));
            if (url) exec('createLink', url);
          })}
        >
          <LinkIcon />
        </IconButton>
      </Box>
      <Box
        ref={ref}
        contentEditable
        suppressContentEditableWarning
        data-testid="rich-text"
        role="textbox"
        aria-multiline="true"
        aria-label={props.label ?? t('customize.editor.text')}
        onInput={emit}
        onBlur={emit}
        sx={{
          minHeight: 220,
          p: 2,
          outline: 'none',
          fontSize: `${defaultRichTextSizePt}pt`,
          '& img': { maxWidth: '100%' },
        }}
      />
    </Box>
  );
}
