// The twenty questions of the courses page's FAQ.
import { INSTITUTE } from '../../../common/site';

export const FAQ: { question: string; answer: string }[] = [
  {
    question: 'Who can apply for the certification courses?',
    answer: 'Anyone who has passed the 12th standard from any stream (science, commerce or arts) can apply.',
  },
  {
    question: 'What is the eligibility for the BBA and BBM degrees?',
    answer: '12th pass from any stream with a minimum of 45% marks.',
  },
  {
    question: 'Which universities are the degree programs affiliated to?',
    answer:
      'University of North Bengal, Cooch Behar Panchanan Barma University and West Bengal State University, depending on the campus.',
  },
  {
    question: 'How long are the courses?',
    answer:
      'SPAM and SPTH run for 12 months, SPHATS for 18 months, SPHM for 6 months, CHM for 60 hours, and the BBA and BBM degrees for 4 years.',
  },
  {
    question: 'Do you offer placement assistance?',
    answer:
      'Yes. Our placement cell supports every eligible student with interview preparation and drives with 150+ recruiting partners until they are placed.',
  },
  {
    question: 'Where are your campuses?',
    answer:
      'Our head office is in Hakimpara, Siliguri and our main Kolkata campus is in Kamarhati, with further branches across West Bengal.',
  },
  {
    question: 'Is there an age limit for cabin crew training?',
    answer:
      'Airlines usually recruit cabin crew between 18 and 27 years of age; our counsellors will advise you on your options.',
  },
  {
    question: 'Do I need to know English well before joining?',
    answer: 'No. Spoken English and communication classes are part of every course.',
  },
  {
    question: 'Are internships included?',
    answer:
      'Yes. Every course includes practical training, and the longer courses include internships with airports, airlines or hotels.',
  },
  {
    question: 'Can I get an education loan?',
    answer: 'Yes. Our partner banks offer education loans for our courses; our office helps you with the paperwork.',
  },
  {
    question: 'How do I apply?',
    answer:
      'Fill in the Online Application Form on this page, or register on the Register page and a counsellor will call you.',
  },
  {
    question: 'What documents do I need for admission?',
    answer: 'Your 10th and 12th mark sheets, a photo identity card, passport-size photographs and a proof of address.',
  },
  {
    question: 'When do the sessions start?',
    answer:
      'New batches of the certification courses start several times a year; the degree programs start with the university session in July.',
  },
  {
    question: 'Is hostel accommodation available?',
    answer: 'We help outstation students find safe hostel and paying-guest accommodation near our campuses.',
  },
  {
    question: 'Do you have weekend or part-time batches?',
    answer: 'Some certification courses have weekend batches; ask our counsellors for the current schedule.',
  },
  {
    question: 'What is the fee structure?',
    answer:
      'Fees depend on the course and campus and can be paid in instalments; download the prospectus or call us for details.',
  },
  {
    question: 'Is grooming and personality development included?',
    answer: 'Yes. Grooming, etiquette, personality development and mock interviews are part of the timetable.',
  },
  {
    question: 'Can I switch from a certification course to a degree?',
    answer: 'Yes, if you meet the degree eligibility; our counsellors will guide you through the change.',
  },
  {
    question: 'Do you conduct an entrance test?',
    answer: 'There is no written entrance test; admission is based on eligibility and a short counselling interview.',
  },
  {
    question: 'How can I contact the admission office?',
    answer: `Call ${INSTITUTE.mainPhone} or e-mail ${INSTITUTE.academicHeadEmail}, Monday to Saturday, 9:00 AM to 6:00 PM.`,
  },
];
