import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { SchemaField, SchemaForm } from './schema-form';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  name: z.string().trim().min(1, { error: 'nameRequired' }),
  age: z
    .string()
    .transform(Number)
    .pipe(z.number().int({ error: 'ageWhole' })),
});
const texts: Record<string, string> = { nameRequired: 'Please enter a name', ageWhole: 'A whole number, please' };

function PersonForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const form = useSchemaForm({
    schema,
    defaultValues: { name: '', age: '30' },
    errorText: (key) => (key ? texts[key] : undefined),
  });
  return (
    <SchemaForm form={form} onSubmit={onSubmit}>
      <SchemaField form={form} name="name" label="Name" required>
        {(control) => <Input {...control} />}
      </SchemaField>
      <SchemaField form={form} name="age" label="Age" hint="In years">
        {(control) => <Input {...control} inputMode="numeric" />}
      </SchemaField>
      <Button type="submit">Save</Button>
    </SchemaForm>
  );
}

describe('a schema form', () => {
  it("shows each field's rule as its text, tied to the control, and submits nothing", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    render(<PersonForm onSubmit={(values) => sent.push(values)} />);
    const age = screen.getByLabelText('Age');
    await user.clear(age);
    await user.type(age, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(await screen.findByText('Please enter a name')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-required')).toBe('true');
    const described = (control: HTMLElement) =>
      (control.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described(name)).toEqual(['Please enter a name']);
    expect(described(age)).toEqual(['In years', 'A whole number, please']);
    expect(sent).toEqual([]);
  });

  it("submits the schema's output once every rule holds", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    render(<PersonForm onSubmit={(values) => sent.push(values)} />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '  Ada  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('button', { name: 'Save' });
    await expect.poll(() => sent).toEqual([{ name: 'Ada', age: 30 }]);
    expect(screen.queryByText('Please enter a name')).toBeNull();
  });
});
