// The awards page's static content: thirteen award cards (one undated) and the headline numbers, their texts as keys
// of the page's own messages (`awards.…`, public-site/locales).

/** `title` and `subtitle` are message keys. */
export type AwardCard = { id: number; title: string; subtitle: string; year: number | null; image: string };

const image = (id: number) => `/images/awards/award-${String(id).padStart(2, '0')}.webp`;

export const AWARDS: AwardCard[] = [
  {
    id: 1,
    title: 'awards.award_1.title',
    subtitle: 'awards.award_1.subtitle',
    year: 2024,
    image: image(1),
  },
  {
    id: 2,
    title: 'awards.award_2.title',
    subtitle: 'awards.award_2.subtitle',
    year: 2024,
    image: image(2),
  },
  {
    id: 3,
    title: 'awards.award_3.title',
    subtitle: 'awards.award_3.subtitle',
    year: 2023,
    image: image(3),
  },
  {
    id: 4,
    title: 'awards.award_4.title',
    subtitle: 'awards.award_4.subtitle',
    year: 2023,
    image: image(4),
  },
  {
    id: 5,
    title: 'awards.award_5.title',
    subtitle: 'awards.award_5.subtitle',
    year: 2022,
    image: image(5),
  },
  {
    id: 6,
    title: 'awards.award_6.title',
    subtitle: 'awards.award_6.subtitle',
    year: 2022,
    image: image(6),
  },
  {
    id: 7,
    title: 'awards.award_7.title',
    subtitle: 'awards.award_7.subtitle',
    year: 2021,
    image: image(7),
  },
  {
    id: 8,
    title: 'awards.award_8.title',
    subtitle: 'awards.award_8.subtitle',
    year: 2021,
    image: image(8),
  },
  {
    id: 9,
    title: 'awards.award_9.title',
    subtitle: 'awards.award_9.subtitle',
    year: 2019,
    image: image(9),
  },
  {
    id: 10,
    title: 'awards.award_10.title',
    subtitle: 'awards.award_10.subtitle',
    year: 2018,
    image: image(10),
  },
  {
    id: 11,
    title: 'awards.award_11.title',
    subtitle: 'awards.award_11.subtitle',
    year: 2016,
    image: image(11),
  },
  {
    id: 12,
    title: 'awards.award_12.title',
    subtitle: 'awards.award_12.subtitle',
    year: 2013,
    image: image(12),
  },
  {
    id: 13,
    title: 'awards.award_13.title',
    subtitle: 'awards.award_13.subtitle',
    year: null,
    image: image(13),
  },
];

/** A headline number ("500+": the number, then a plus) and its label's key. */
export type AwardFigure = { value: number; label: string; icon: 'graduate' | 'star' | 'award' | 'clock' };
export const AWARD_FIGURES: AwardFigure[] = [
  { value: 500, label: 'awards.figures.students', icon: 'graduate' },
  { value: 50, label: 'awards.figures.events', icon: 'star' },
  { value: 20, label: 'awards.figures.awards', icon: 'award' },
  { value: 18, label: 'awards.figures.years', icon: 'clock' },
];

export const AWARDS_HERO_IMAGE = '/images/awards/hero.webp';
export const BROCHURE_URL = '/files/prospectus.pdf';
