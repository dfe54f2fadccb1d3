import { i18n } from '@/lib/i18n';
import { describe, expect, it } from 'vitest';
import { attachmentProblem, attachmentType, canSend, formatFileSize, messageContent, visibleText } from './attachment';
import { ATTACHMENT_MAX_BYTES, MESSAGE_TEXT } from './types';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('attachmentType', () => {
  it.each([
    ['photo.JPG', 'image/jpeg', 'image'],
    ['scan.webp', 'image/webp', 'image'],
    ['brief.pdf', 'application/pdf', 'pdf'],
    ['old.doc', 'application/msword', 'doc'],
    ['new.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
    ['notes.txt', 'text/plain', 'txt'],
    // Linux browsers often report no type for office files: the extension decides.
    ['report.docx', '', 'docx'],
    ['README.TXT', '', 'txt'],
  ])('%s (%s) is %s', (name, type, kind) => {
    expect(attachmentType(file(name, type))).toBe(kind);
  });

  it.each([
    ['run.exe', 'application/x-msdownload'],
    ['page.html', 'text/html'],
    ['logo.svg', 'image/svg+xml'],
    ['archive.zip', ''],
    ['no-extension', ''],
  ])('refuses %s', (name, type) => {
    expect(attachmentType(file(name, type))).toBeNull();
  });
});

describe('attachmentProblem', () => {
  it('takes an allowed file of up to 10MB', () => {
    expect(attachmentProblem(file('a.pdf', 'application/pdf', ATTACHMENT_MAX_BYTES))).toBeNull();
  });

  it("says the spec's sentence for a file over 10MB", () => {
    const problem = attachmentProblem(file('a.pdf', 'application/pdf', ATTACHMENT_MAX_BYTES + 1));
    expect(problem).toBe(MESSAGE_TEXT.fileTooLarge);
    expect(i18n._(problem!)).toBe('File size must be less than 10MB');
  });

  it('refuses other types', () => {
    expect(attachmentProblem(file('a.zip', 'application/zip'))).toBe(MESSAGE_TEXT.fileWrongType);
  });
});

describe('messageContent and visibleText', () => {
  it('sends the trimmed text alone when there is no file', () => {
    expect(messageContent('  hello \n', null)).toBe('hello');
  });

  it('appends the file name as a note, alone when there is no text', () => {
    expect(messageContent(' See attached ', 'brief.pdf')).toBe('See attached\n\n📎 brief.pdf');
    expect(messageContent('   ', 'brief.pdf')).toBe('📎 brief.pdf');
  });

  it('hides the note above the card that names the same file', () => {
    expect(visibleText('See attached\n\n📎 brief.pdf', 'brief.pdf')).toBe('See attached');
    expect(visibleText('📎 brief.pdf', 'brief.pdf')).toBe('');
  });

  it('keeps any text that is not exactly the note of the attached file', () => {
    expect(visibleText('See attached\n\n📎 other.pdf', 'brief.pdf')).toBe('See attached\n\n📎 other.pdf');
    expect(visibleText('📎 brief.pdf', null)).toBe('📎 brief.pdf');
  });
});

describe('canSend', () => {
  it('needs text that is not blank after trimming, or a file', () => {
    expect(canSend('', false)).toBe(false);
    expect(canSend(' \n\t ', false)).toBe(false);
    expect(canSend(' hi ', false)).toBe(true);
    expect(canSend('', true)).toBe(true);
  });
});

describe('formatFileSize', () => {
  it.each([
    [512, '512 B'],
    [2048, '2 KB'],
    [2_411_724, '2.3 MB'],
  ])('%i bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
