// Six student testimonials (loaded lazily, after the rest of the home page).
import { Icon } from '../../components/Icon';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { TESTIMONIALS } from './data';

export default function Testimonials() {
  return (
    <section className="section section--tinted testimonials" aria-labelledby="testimonials-heading">
      <div className="container">
        <div className="section-heading">
          <p className="section-heading__eyebrow">Testimonials</p>
          <h2 id="testimonials-heading">What Our Students Say</h2>
        </div>
        <ul className="testimonials__grid">
          {TESTIMONIALS.map((item) => (
            <li key={item.id} className="testimonial-card">
              <p className="testimonial-card__rating" role="img" aria-label={`Rated ${item.rating} out of 5`}>
                {Array.from({ length: item.rating }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: identical stars have no identity
                  <Icon key={index} name="star" size={16} />
                ))}
              </p>
              <blockquote>{item.testimonial}</blockquote>
              <div className="testimonial-card__person">
                <ResponsiveImage
                  src={item.image}
                  alt={item.name}
                  width={96}
                  height={96}
                  className="testimonial-card__photo"
                />
                <div>
                  <strong>{item.name}</strong>
                  <span>{item.designation}</span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
