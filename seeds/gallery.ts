// Demo gallery: photos in every category and videos framed from YouTube; dates are given as days before loading.
import type { GalleryCategory } from '../common/enums';

export type DemoGalleryImage = {
  title: string;
  description: string;
  image_url: string;
  category: GalleryCategory;
  location: string | null;
  daysAgo: number;
  is_featured: boolean;
  sort_order: number;
};

export type DemoGalleryVideo = {
  title: string;
  description: string;
  video_url: string;
  thumbnail_url: string;
  duration: string;
  category: GalleryCategory;
  daysAgo: number;
  is_featured: boolean;
  sort_order: number;
};

const SILIGURI = 'Siliguri Campus, Hakimpara';
const KOLKATA = 'Kolkata Campus, Kamarhati';

type ImageEntry = Omit<DemoGalleryImage, 'image_url' | 'sort_order' | 'is_featured'> & {
  file: string;
  is_featured?: boolean;
};

const IMAGES: ImageEntry[] = [
  {
    file: 'cabin-mock-drill',
    title: 'Cabin Safety Mock Drill',
    description: 'SPHATS students practise the evacuation commands and brace positions in the mock cabin.',
    category: 'training',
    location: SILIGURI,
    daysAgo: 14,
    is_featured: true,
  },
  {
    file: 'grooming-session',
    title: 'Grooming and Etiquette Session',
    description:
      'A grooming trainer shows the airline bun, uniform posture and a make-up routine that lasts a full shift.',
    category: 'training',
    location: KOLKATA,
    daysAgo: 33,
  },
  {
    file: 'ticketing-lab',
    title: 'Airline Ticketing Lab',
    description: 'Students build itineraries, fares and e-tickets on the reservation training system.',
    category: 'training',
    location: SILIGURI,
    daysAgo: 58,
  },
  {
    file: 'restaurant-service-practice',
    title: 'Restaurant Service Practice',
    description:
      'Hotel management trainees lay a table d\u2019h\u00f4te cover and serve a three-course lunch to faculty guests.',
    category: 'training',
    location: KOLKATA,
    daysAgo: 91,
  },
  {
    file: 'siliguri-campus',
    title: 'Siliguri Campus',
    description:
      'Our head office and campus on Sevoke Road, a short ride from Bagdogra airport and New Jalpaiguri station.',
    category: 'campus',
    location: SILIGURI,
    daysAgo: 120,
    is_featured: true,
  },
  {
    file: 'kolkata-campus',
    title: 'Kolkata Campus',
    description: 'The Kolkata campus on B.T. Road, with classrooms, a mock cabin and a training restaurant.',
    category: 'campus',
    location: KOLKATA,
    daysAgo: 125,
  },
  {
    file: 'library',
    title: 'Library and Reading Room',
    description: 'Aviation, tourism and hotel management titles, newspapers and quiet space for self-study.',
    category: 'campus',
    location: SILIGURI,
    daysAgo: 150,
  },
  {
    file: 'computer-lab',
    title: 'Computer and GDS Lab',
    description: 'Every student gets a workstation for reservation systems, spreadsheets and online applications.',
    category: 'campus',
    location: null,
    daysAgo: 180,
  },
  {
    file: 'convocation',
    title: 'Annual Convocation',
    description:
      'Graduates of the certification and degree programs receive their certificates in front of families and recruiters.',
    category: 'events',
    location: 'Dinabandhu Mancha, Siliguri',
    daysAgo: 48,
    is_featured: true,
  },
  {
    file: 'world-tourism-day',
    title: 'World Tourism Day Celebration',
    description: 'Students present the destinations of North Bengal and Sikkim with food stalls, posters and a quiz.',
    category: 'events',
    location: SILIGURI,
    daysAgo: 61,
  },
  {
    file: 'freshers-welcome',
    title: 'Freshers Welcome',
    description: 'Senior students welcome the new batch with performances, a ramp walk and a talk from our alumni.',
    category: 'events',
    location: KOLKATA,
    daysAgo: 110,
  },
  {
    file: 'placement-felicitation',
    title: 'Placement Felicitation',
    description: 'Students placed with airlines, airports and hotels this season are felicitated with their families.',
    category: 'achievements',
    location: SILIGURI,
    daysAgo: 22,
    is_featured: true,
  },
  {
    file: 'excellence-award',
    title: 'Excellence in Skill Education Award',
    description: 'The institute receives an award for skill education in aviation and hospitality in eastern India.',
    category: 'achievements',
    location: 'Kolkata',
    daysAgo: 200,
  },
  {
    file: 'top-batch',
    title: 'Top Batch of the Year',
    description: 'The SPHATS batch with the highest placement record of the year, photographed on their last day.',
    category: 'achievements',
    location: null,
    daysAgo: 240,
  },
  {
    file: 'bagdogra-airport-visit',
    title: 'Industrial Visit to Bagdogra Airport',
    description: 'SPAM students see check-in, baggage handling and boarding from behind the counters.',
    category: 'industrial-visit',
    location: 'Bagdogra Airport',
    daysAgo: 75,
  },
  {
    file: 'hotel-kitchen-visit',
    title: 'Five-Star Hotel Kitchen Tour',
    description: 'Hotel management students tour the kitchens, stores and banquet halls of a five-star hotel.',
    category: 'industrial-visit',
    location: 'Kolkata',
    daysAgo: 140,
  },
  {
    file: 'toy-train-heritage-visit',
    title: 'Darjeeling Himalayan Railway Study Tour',
    description:
      'Tourism students study heritage tourism on a ride aboard the toy train, a UNESCO World Heritage Site.',
    category: 'industrial-visit',
    location: 'Darjeeling',
    daysAgo: 300,
  },
  {
    file: 'hotel-internship',
    title: 'Front Office Internship',
    description: 'A hotel management trainee checks in guests during her internship at a partner hotel.',
    category: 'internship',
    location: 'Gangtok',
    daysAgo: 85,
  },
  {
    file: 'airport-internship',
    title: 'Airport Customer Service Internship',
    description: 'SPAM interns assist passengers at the check-in area during the peak travel season.',
    category: 'internship',
    location: 'Netaji Subhas Chandra Bose International Airport, Kolkata',
    daysAgo: 190,
  },
  {
    file: 'travel-desk-internship',
    title: 'Travel Desk Internship',
    description: 'SPTH interns plan Sikkim and Bhutan packages with a Siliguri tour operator.',
    category: 'internship',
    location: null,
    daysAgo: 260,
  },
];

export const DEMO_GALLERY_IMAGES: DemoGalleryImage[] = IMAGES.map(({ file, is_featured, ...image }, index) => ({
  ...image,
  image_url: `/images/demo/gallery/${file}.jpg`,
  is_featured: is_featured ?? false,
  sort_order: index,
}));

const video = (
  youtubeId: string,
  thumbnail: string,
  entry: Omit<DemoGalleryVideo, 'video_url' | 'thumbnail_url' | 'sort_order'>,
  sort_order: number,
): DemoGalleryVideo => ({
  ...entry,
  video_url: `https://www.youtube.com/embed/${youtubeId}`,
  thumbnail_url: `/images/demo/videos/${thumbnail}.jpg`,
  sort_order,
});

export const DEMO_GALLERY_VIDEOS: DemoGalleryVideo[] = [
  video(
    'q7Rk2LmV9sA',
    'campus-tour',
    {
      title: 'Campus Tour: Siliguri',
      description:
        'Walk through our head office campus: classrooms, the mock cabin, the training restaurant and the library.',
      duration: '4:45',
      category: 'campus',
      daysAgo: 40,
      is_featured: true,
    },
    0,
  ),
  video(
    'Xb3nTf8WcQe',
    'cabin-crew-training',
    {
      title: 'Inside Cabin Crew Training',
      description: 'A day with SPHATS students: safety demonstrations, in-flight service drills and grooming checks.',
      duration: '6:20',
      category: 'training',
      daysAgo: 70,
      is_featured: true,
    },
    1,
  ),
  video(
    'M4pVd1sKz0Y',
    'convocation-highlights',
    {
      title: 'Convocation Highlights',
      description: 'Speeches, certificates and celebrations from the annual convocation.',
      duration: '8:05',
      category: 'events',
      daysAgo: 48,
      is_featured: false,
    },
    2,
  ),
  video(
    'hJ6uEo2RfLw',
    'airport-visit',
    {
      title: 'Students at Bagdogra Airport',
      description: 'SPAM students spend a morning with the ground staff at Bagdogra airport.',
      duration: '5:30',
      category: 'industrial-visit',
      daysAgo: 75,
      is_featured: false,
    },
    3,
  ),
  video(
    'Zt9cAy5HnPk',
    'alumni-stories',
    {
      title: 'Alumni Success Stories',
      description: 'Former students now working with airlines and hotels talk about their first year on the job.',
      duration: '7:15',
      category: 'achievements',
      daysAgo: 130,
      is_featured: false,
    },
    4,
  ),
  video(
    'bR1wGx7TqDm',
    'internship-diaries',
    {
      title: 'Internship Diaries: Hotels',
      description: 'Hotel management interns share what they learned at front office, housekeeping and banquets.',
      duration: '5:55',
      category: 'internship',
      daysAgo: 170,
      is_featured: false,
    },
    5,
  ),
  video(
    'Ns8KpYe3VuJ',
    'mock-interview',
    {
      title: 'Mock Interview Day',
      description:
        'Industry guests run airline-style interviews with our final-term students, with feedback after each round.',
      duration: '9:40',
      category: 'training',
      daysAgo: 215,
      is_featured: false,
    },
    6,
  ),
];
