import { Button } from 'primereact/button';

export type UseCase<T> = { title: string; description: string; inputs: T };

type UseCaseExamplesProps<T> = { examples: readonly UseCase<T>[]; onUse: (inputs: T) => void };

/** spec 000 §2.4: what the calculator is for, until a result is computed; each example fills the form. */
export function UseCaseExamples<T>({ examples, onUse }: UseCaseExamplesProps<T>) {
  return (
    <section className="calc-examples" aria-label="Use-case examples">
      <h3>Use-case examples</h3>
      <ul>
        {examples.map((example) => (
          <li key={example.title}>
            <div>
              <strong>{example.title}</strong>
              <p className="muted">{example.description}</p>
            </div>
            <Button
              type="button"
              size="small"
              text
              icon="pi pi-play"
              label="Try it"
              aria-label={`Try it: ${example.title}`}
              onClick={() => onUse(example.inputs)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
