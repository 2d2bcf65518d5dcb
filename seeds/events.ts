// Demo open days, dated from the day the demo content is loaded (never fixed dates), so the demo's /events and the
// home page's "Visit an Open Day" always have open days to come.

type DemoEvent = {
  /** English unless given: open days held in Bengali or Hindi say so in their own language. */
  language?: 'en' | 'bn' | 'hi';
  title: string;
  description: string;
  campus: 'siliguri' | 'kolkata';
  capacity: number;
  /** Days after the loading day; the open day starts at 11:00 India time. */
  daysAhead: number;
};

export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Open Day: Aviation Careers',
    description: 'Tour the mock cabin, meet our cabin-crew trainers and hear how SPAM and SPHATS students find jobs.',
    campus: 'siliguri',
    capacity: 60,
    daysAhead: 9,
  },
  {
    title: 'Open Day: Hotel Management',
    description:
      'See the front-office and housekeeping labs and talk to SPHM and CHM students about their internships.',
    campus: 'kolkata',
    capacity: 50,
    daysAhead: 23,
  },
  {
    title: 'BBA and BBM Admissions Day',
    description: 'Degree counsellors explain eligibility, fees, education loans and the university calendar.',
    campus: 'siliguri',
    capacity: 80,
    daysAhead: 51,
  },
  {
    title: 'Open Day: Tourism and Travel',
    description: 'A morning with our SPTH trainers and alumni from travel companies and airlines.',
    campus: 'kolkata',
    capacity: 50,
    daysAhead: 86,
  },
  {
    title: 'Parents Open Day',
    description: 'For parents and guardians: campus tour, placement record and a question hour with the director.',
    campus: 'siliguri',
    capacity: 100,
    daysAhead: 142,
  },
  {
    title: 'Open Day: Airport Management',
    description: 'Ground handling, passenger services and airport security: a taste of the SPAM course.',
    campus: 'kolkata',
    capacity: 60,
    daysAhead: 205,
  },
  {
    language: 'bn',
    title: 'ওপেন ডে: বাংলায় কেরিয়ার কাউন্সেলিং',
    description:
      'ক্যাম্পাস ঘুরে দেখুন, প্রশিক্ষকদের সঙ্গে আলাপ করুন, আর ফি, শিক্ষাঋণ ও প্লেসমেন্ট নিয়ে সব প্রশ্ন বাংলাতেই জিজ্ঞেস করুন। অভিভাবকেরা সঙ্গে আসুন।',
    campus: 'kolkata',
    capacity: 60,
    daysAhead: 30,
  },
  {
    language: 'hi',
    title: 'ओपन डे: हिन्दी में करियर काउंसलिंग',
    description: 'कैंपस देखिए, ट्रेनर्स से मिलिए और फ़ीस, एजुकेशन लोन व प्लेसमेंट से जुड़े अपने सारे सवाल हिन्दी में पूछिए। अभिभावक भी साथ आएँ।',
    campus: 'siliguri',
    capacity: 60,
    daysAhead: 37,
  },
];
