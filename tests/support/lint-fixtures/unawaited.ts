// Broken on purpose: the habits test lints this file and expects each rule below to fail it.

type Shape = { kind: 'circle'; radius: number } | { kind: 'square'; side: number };

async function save(): Promise<void> {}

export function floating(): void {
  save(); // no-floating-promises
}

export function misused(button: { onClick: () => void }): void {
  button.onClick = async () => save(); // no-misused-promises
}

export function area(shape: Shape): number {
  switch (shape.kind) {
    case 'circle':
      return Math.PI * shape.radius ** 2;
  } // switch-exhaustiveness-check: 'square' is not handled
  return 0;
}
