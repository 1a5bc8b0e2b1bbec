import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { FileUpload } from './FileUpload';
import { formatNames, matchesAccept } from './fileChecks';

function Intl({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      {children}
    </IntlProvider>
  );
}

function pdf(name: string, bytes: number) {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

function drop(target: Element, files: File[]) {
  const transfer = new DataTransfer();
  files.forEach((file) => transfer.items.add(file));
  target.dispatchEvent(
    new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }),
  );
  target.dispatchEvent(
    new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
  );
}

const label = 'Mandat de prélèvement';

describe('FileUpload', () => {
  it('shows the chosen file with its size and reports it', async () => {
    const onFilesChange = vi.fn();
    const screen = await render(
      <Intl>
        <FileUpload label={label} accept=".pdf" maxSize={5_000_000} onFilesChange={onFilesChange} />
      </Intl>,
    );
    const input = screen.getByLabelText(label, { exact: false });
    const file = pdf('mandat-sepa.pdf', 1_250_000);
    await userEvent.upload(input, file);
    const list = screen.getByRole('list', { name: 'Fichier choisi' });
    await expect.element(list).toHaveTextContent('mandat-sepa.pdf');
    await expect.element(list).toHaveTextContent('1,3 Mo');
    expect(onFilesChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'mandat-sepa.pdf' }),
    ]);
  });

  it('refuses a file of the wrong type with a translated error naming the accepted formats', async () => {
    const onFilesChange = vi.fn();
    const screen = await render(
      <Intl>
        <FileUpload label={label} accept=".pdf,image/png" onFilesChange={onFilesChange} />
      </Intl>,
    );
    const input = screen.getByLabelText(label, { exact: false });
    await userEvent.upload(input, new File(['x'], 'photo.gif', { type: 'image/gif' }));
    const message =
      /«\s?photo\.gif\s?» n’est pas dans un format accepté\. Formats acceptés\s?: PDF ou PNG\./;
    await expect.element(screen.getByText(message)).toBeVisible();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(input)
      .toHaveAccessibleDescription(new RegExp(`Erreur\\s: ${message.source}`));
    expect(onFilesChange).toHaveBeenLastCalledWith([]);
    expect((input.element() as HTMLInputElement).files).toHaveLength(0);
    await expect.element(screen.getByRole('list')).not.toBeInTheDocument();
  });

  it('refuses a file over the size limit, saying its size and the limit', async () => {
    const screen = await render(
      <Intl>
        <FileUpload label={label} accept="application/pdf" maxSize={2_000_000} />
      </Intl>,
    );
    const input = screen.getByLabelText(label, { exact: false });
    await userEvent.upload(input, pdf('scan.pdf', 3_400_000));
    await expect
      .element(
        screen.getByText(
          /«\s?scan\.pdf\s?» est trop volumineux \(3,4\sMo\)\. Taille maximale\s?: 2\sMo\./,
        ),
      )
      .toBeVisible();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes dropped files, checks them like chosen ones, and keeps only the accepted ones in the input', async () => {
    const onFilesChange = vi.fn();
    const screen = await render(
      <Intl>
        <FileUpload label="Justificatifs" accept=".pdf" multiple onFilesChange={onFilesChange} />
      </Intl>,
    );
    drop(screen.getByText('Choisir des fichiers').element(), [
      pdf('a.pdf', 10),
      new File(['x'], 'b.exe', { type: 'application/octet-stream' }),
      pdf('c.pdf', 20),
    ]);
    const list = screen.getByRole('list', { name: 'Fichiers choisis' });
    await expect.element(list).toHaveTextContent(/a\.pdf.*c\.pdf/);
    await expect.element(screen.getByText(/b\.exe/)).toBeVisible();
    const input = screen
      .getByLabelText('Justificatifs', { exact: false })
      .element() as HTMLInputElement;
    expect(Array.from(input.files ?? []).map((file) => file.name)).toEqual(['a.pdf', 'c.pdf']);
    expect(onFilesChange.mock.lastCall?.[0].map((file: File) => file.name)).toEqual([
      'a.pdf',
      'c.pdf',
    ]);
  });

  it('is reached with Tab, and removing a file with the keyboard returns focus to the input', async () => {
    const onFilesChange = vi.fn();
    const screen = await render(
      <Intl>
        <FileUpload label={label} onFilesChange={onFilesChange} />
      </Intl>,
    );
    const input = screen.getByLabelText(label, { exact: false });
    await userEvent.keyboard('{Tab}');
    await expect.element(input).toHaveFocus();
    await expect.element(input).toHaveAccessibleName(`${label} Choisir un fichier`);
    await userEvent.upload(input, pdf('mandat.pdf', 900));
    const remove = screen.getByRole('button', { name: 'Retirer mandat.pdf' });
    await userEvent.keyboard('{Tab}');
    await expect.element(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('list')).not.toBeInTheDocument();
    await expect.element(input).toHaveFocus();
    expect(onFilesChange).toHaveBeenLastCalledWith([]);
  });
});

describe('file checks', () => {
  it('matches extensions, exact types and wildcards, case-insensitively', () => {
    expect(matchesAccept({ name: 'A.PDF', type: '' }, '.pdf')).toBe(true);
    expect(matchesAccept({ name: 'a.png', type: 'image/png' }, 'image/*')).toBe(true);
    expect(matchesAccept({ name: 'a.png', type: 'image/png' }, 'application/pdf, .jpg')).toBe(
      false,
    );
    expect(matchesAccept({ name: 'a.bin', type: '' }, '')).toBe(true);
  });

  it('names the formats as people know them', () => {
    expect(formatNames('.pdf, application/pdf, image/png, image/*')).toEqual([
      'PDF',
      'PNG',
      'image/*',
    ]);
  });
});
