import { CommandInput } from 'cmdk';

type Props = {
  title: string;
  placeholder: string;
  text: string;
  onText: (text: string) => void;
  onBack: () => void;
};

/** A palette page's heading (its command, and the way back) and its input; Backspace when empty goes back. */
export function PalettePageInput({ title, placeholder, text, onText, onBack }: Props) {
  return (
    <>
      <p className="palette-page">
        <span>{title}</span>
        <button type="button" onClick={onBack}>
          All commands
        </button>
      </p>
      <CommandInput
        autoFocus
        data-autofocus
        value={text}
        onValueChange={onText}
        placeholder={placeholder}
        aria-label={title}
        onKeyDown={(event) => {
          if (event.key === 'Backspace' && text === '') onBack();
        }}
      />
    </>
  );
}
