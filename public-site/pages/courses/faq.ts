// The twenty questions of the courses page's FAQ: their keys in the page's own catalogue part (courses.ts), each
// answered in the page's language (public-site/locales/<lang>/messages.po).

export const FAQ: { question: string; answer: string }[] = [
  { question: 'courses.faq.who_certification', answer: 'courses.faq.who_certification_answer' },
  { question: 'courses.faq.degree_eligibility', answer: 'courses.faq.degree_eligibility_answer' },
  { question: 'courses.faq.universities', answer: 'courses.faq.universities_answer' },
  { question: 'courses.faq.duration', answer: 'courses.faq.duration_answer' },
  { question: 'courses.faq.placement', answer: 'courses.faq.placement_answer' },
  { question: 'courses.faq.campuses', answer: 'courses.faq.campuses_answer' },
  { question: 'courses.faq.age_limit', answer: 'courses.faq.age_limit_answer' },
  { question: 'courses.faq.english', answer: 'courses.faq.english_answer' },
  { question: 'courses.faq.internships', answer: 'courses.faq.internships_answer' },
  { question: 'courses.faq.loan', answer: 'courses.faq.loan_answer' },
  { question: 'courses.faq.apply', answer: 'courses.faq.apply_answer' },
  { question: 'courses.faq.documents', answer: 'courses.faq.documents_answer' },
  { question: 'courses.faq.sessions', answer: 'courses.faq.sessions_answer' },
  { question: 'courses.faq.hostel', answer: 'courses.faq.hostel_answer' },
  { question: 'courses.faq.weekend', answer: 'courses.faq.weekend_answer' },
  { question: 'courses.faq.fees', answer: 'courses.faq.fees_answer' },
  { question: 'courses.faq.grooming', answer: 'courses.faq.grooming_answer' },
  { question: 'courses.faq.switch', answer: 'courses.faq.switch_answer' },
  { question: 'courses.faq.entrance_test', answer: 'courses.faq.entrance_test_answer' },
  { question: 'courses.faq.contact', answer: 'courses.faq.contact_answer' },
];
