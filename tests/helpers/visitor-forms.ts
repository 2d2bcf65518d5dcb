// A valid post of each visitor form for one person (names and contact details given), for the privacy tests.
export function visitorForms(person: { name: string; email: string; phones: [string, string, string] }) {
  const { name, email, phones } = person;
  return {
    registration_forms: {
      full_name: name,
      email,
      phone: phones[0],
      course: 'Skilled Professional In Airport Management (SPAM)',
      message: `Call me on ${phones[1]}`,
    },
    contact_forms: { name, email: email.toUpperCase(), phone: phones[1], message: `Mail ${email}` },
    admission_applications: {
      full_name: name,
      date_of_birth: '2000-04-15',
      email,
      phone: phones[2],
      tenth_percentage: 82.5,
      twelfth_percentage: 76.25,
      stream: 'commerce',
      board: 'WBCHSE',
      course_type: 'degree',
      preferred_course: 'bba',
      preferred_campus: 'siliguri',
    },
    prospectus_requests: { full_name: name, email, phone: phones[0] },
    newsletter_subscriptions: { email },
  };
}
