// The list toolbar's selects (issue 22): a filter's choices, the phones' sort. Material's Select brings its menu
// (Menu, Popover, Modal, transitions: about 25 KB gzipped with TextField) to every list's first load, though the
// menu shows only once opened. Until then the field is drawn with the markup, classes and look of TextField's
// select (outlined-field.tsx, without Material's FormControl and InputBase either); pressing it (mouse, Enter, Space, arrows) mounts the real select, opened and focused,
// which stays; hovering or focusing it loads the code ahead.
import SvgIcon from '@mui/material/SvgIcon';
import type { SxProps, Theme } from '@mui/material/styles';
import { type KeyboardEvent, lazy, type MouseEvent, Suspense, useId, useRef, useState } from 'react';
import { OutlinedField } from './outlined-field.tsx';

export interface ListSelectOption {
  value: string;
  label: string;
}

export interface ListSelectProps {
  label: string;
  /** the chosen values (multiple) or value ('' for none) */
  value: string[] | string;
  options: readonly ListSelectOption[];
  onChange: (value: string[] | string) => void;
  testId: string;
  sx?: SxProps<Theme>;
}

const loadSelect = () => import('./list-select-menu.tsx');
const OpenedSelect = lazy(loadSelect);
// the keys that open Material's select
const openingKeys = [' ', 'ArrowUp', 'ArrowDown', 'Enter'];

export function ListSelect(props: ListSelectProps) {
  const [opened, setOpened] = useState(false);
  const closed = <ClosedSelect {...props} onOpen={() => setOpened(true)} />;
  if (!opened) return closed;
  return (
    <Suspense fallback={closed}>
      <OpenedSelect {...props} />
    </Suspense>
  );
}

/** The text the select shows for its value: the chosen options' labels. */
export function selectDisplay(options: readonly ListSelectOption[], value: string[] | string): string {
  const values = Array.isArray(value) ? value : value ? [value] : [];
  return values.map((one) => options.find((option) => option.value === one)?.label ?? one).join(', ');
}

function ClosedSelect({
  label,
  value,
  options,
  testId,
  sx,
  onOpen,
}: ListSelectProps & { onOpen: () => void }) {
  const labelId = `${useId()}-label`;
  return (
    <OutlinedField
      label={label}
      labelId={labelId}
      filled={Array.isArray(value) ? value.length > 0 : value !== ''}
      sx={sx}
      inputSx={selectLook}
    >
      <SelectTrigger
        labelId={labelId}
        display={selectDisplay(options, value)}
        multiple={Array.isArray(value)}
        value={value}
        onOpen={onOpen}
        testId={testId}
      />
    </OutlinedField>
  );
}

const selectLook = {
  '& .MuiSelect-select': {
    appearance: 'none',
    userSelect: 'none',
    cursor: 'pointer',
    borderRadius: 1,
    paddingRight: '32px',
    height: 'auto',
    minHeight: '1.4375em',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
  },
} as const;

interface TriggerProps {
  labelId: string;
  display: string;
  multiple: boolean;
  value: string[] | string;
  onOpen: () => void;
  testId: string;
}

/** The select's closed field, as Material's SelectInput draws it: a combobox, a hidden input, the arrow. */
function SelectTrigger({ labelId, display, multiple, value, onOpen, testId }: TriggerProps) {
  const displayRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const open = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    displayRef.current?.focus();
    onOpen();
  };
  return (
    <>
      <div
        ref={displayRef}
        tabIndex={0}
        role="combobox"
        aria-expanded="false"
        aria-haspopup="listbox"
        aria-labelledby={labelId}
        id={id}
        className={`MuiSelect-select MuiSelect-outlined${multiple ? ' MuiSelect-multiple' : ''} MuiInputBase-input MuiOutlinedInput-input`}
        onMouseDown={(event) => event.button === 0 && open(event)}
        onKeyDown={(event) => openingKeys.includes(event.key) && open(event)}
        onPointerEnter={() => void loadSelect()}
        onFocus={() => void loadSelect()}
      >
        {display || (
          <span className="notranslate" aria-hidden>
            {'\u200b'}
          </span>
        )}
      </div>
      <input
        aria-invalid="false"
        aria-hidden
        tabIndex={-1}
        className="MuiSelect-nativeInput"
        style={nativeInputStyle}
        data-testid={testId}
        value={Array.isArray(value) ? value.join(',') : value}
        readOnly
      />
      <SvgIcon
        className="MuiSelect-icon"
        sx={{
          position: 'absolute',
          right: 7,
          top: 'calc(50% - .5em)',
          pointerEvents: 'none',
          color: 'action.active',
        }}
      >
        <path d="M7 10l5 5 5-5z" />
      </SvgIcon>
    </>
  );
}

const nativeInputStyle = {
  bottom: 0,
  left: 0,
  position: 'absolute',
  opacity: 0,
  pointerEvents: 'none',
  width: '100%',
  boxSizing: 'border-box',
} as const;
