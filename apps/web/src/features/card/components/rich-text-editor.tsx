import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { sanitizeCardHtml } from '../lib/card-html';

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList';

const TOOLS: readonly { command: Command; label: string; text?: string; icon?: string }[] = [
  { command: 'bold', label: 'Bold', text: 'B' },
  { command: 'italic', label: 'Italic', text: 'I' },
  { command: 'insertUnorderedList', label: 'Bulleted list', icon: 'pi pi-list' },
  { command: 'insertOrderedList', label: 'Numbered list', text: '1.' },
];

type RichTextEditorProps = {
  id: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
};

// Browsers still implement execCommand for contentEditable (it is the only built-in undo-aware way to
// format a selection); where it is missing (test DOMs) the buttons do nothing.
const canFormat = () => typeof document.execCommand === 'function';

/**
 * spec 000 §2.5: a small rich-text editor for the card's content: bold, italic and lists, plain-text
 * paste, and every change sanitised before it leaves the editor.
 */
export function RichTextEditor({ id, labelId, value, onChange }: RichTextEditorProps) {
  const editorRef = useRef<HTMLDivElement>(null);
  const lastEmitted = useRef<string | null>(null);
  const [active, setActive] = useState<Partial<Record<Command, boolean>>>({});

  // Only a value set from outside (first render, a reset) is written into the editor; the editor's own
  // changes are left alone so the caret does not jump.
  useEffect(() => {
    const editor = editorRef.current;
    if (editor && value !== lastEmitted.current) editor.innerHTML = sanitizeCardHtml(value);
  }, [value]);

  const refreshActive = () => {
    if (!canFormat() || typeof document.queryCommandState !== 'function') return;
    setActive(Object.fromEntries(TOOLS.map((t) => [t.command, document.queryCommandState(t.command)])));
  };
  const emit = () => {
    const html = sanitizeCardHtml(editorRef.current?.innerHTML ?? '');
    lastEmitted.current = html;
    onChange(html);
  };
  const run = (command: Command) => {
    editorRef.current?.focus();
    if (canFormat()) document.execCommand(command);
    emit();
    refreshActive();
  };
  const pastePlainText = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text/plain');
    if (canFormat()) document.execCommand('insertText', false, text);
    emit();
  };

  return (
    <div className="rich-text">
      <div className="rich-text__toolbar" role="toolbar" aria-label="Formatting" aria-controls={id}>
        {TOOLS.map((tool) => (
          <button
            key={tool.command}
            type="button"
            className={`rich-text__tool rich-text__tool--${tool.command}`}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={active[tool.command] ?? false}
            // keep the editor's selection: a mouse press on the button would otherwise move focus first
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(tool.command)}
          >
            {tool.icon ? (
              <i className={tool.icon} aria-hidden="true" />
            ) : (
              <span aria-hidden="true">{tool.text}</span>
            )}
          </button>
        ))}
      </div>
      <div
        ref={editorRef}
        id={id}
        className="rich-text__area p-inputtext"
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        onInput={emit}
        onPaste={pastePlainText}
        onKeyUp={refreshActive}
        onMouseUp={refreshActive}
      />
    </div>
  );
}
