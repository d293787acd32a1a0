import { describe, expect, it } from 'vitest';
import { contentLanguage, inLanguage, spanishLines, spanishText } from './spanish-content.ts';

describe('operators’ text in two languages', () => {
  it('answers in Spanish only when Spanish is asked for first', () => {
    expect(contentLanguage('es')).toBe('es');
    expect(contentLanguage('es-419,en;q=0.8')).toBe('es');
    expect(contentLanguage('en-US,es;q=0.9')).toBe('en');
    expect(contentLanguage(undefined)).toBe('en');
  });

  it('takes each field’s Spanish where written, else the English, naming the English ones', () => {
    const texts = {
      title: { en: 'Cave walk', es: 'Caminata a la cueva' },
      description: { en: 'A walk.', es: null },
      meetingPoint: { en: '', es: null },
    };
    const lists = { itinerary: { en: ['Start'], es: [] as string[] } };
    expect(inLanguage('es', texts, lists)).toEqual({
      values: {
        title: 'Caminata a la cueva',
        description: 'A walk.',
        meetingPoint: '',
        itinerary: ['Start'],
      },
      untranslated: ['description', 'itinerary'],
    });
    expect(inLanguage('en', texts, lists)).toEqual({
      values: { title: 'Cave walk', description: 'A walk.', meetingPoint: '', itinerary: ['Start'] },
      untranslated: [],
    });
  });

  it('keeps blank Spanish as none, with the English limits', () => {
    expect(spanishText(5).parse('  ')).toBeNull();
    expect(spanishText(5).parse(undefined)).toBeNull();
    expect(spanishText(5).parse(' hola ')).toBe('hola');
    expect(spanishText(5).safeParse('demasiado').success).toBe(false);
    expect(spanishLines(2, 10).parse([])).toBeNull();
    expect(spanishLines(2, 10).parse(['uno'])).toEqual(['uno']);
  });
});
