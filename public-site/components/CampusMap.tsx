// An embedded Google map of one campus (lazy, so it costs nothing until scrolled to).
export function CampusMap({ title, query }: { title: string; query: string }) {
  return (
    <figure className="campus-map">
      <iframe
        title={title}
        src={`https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        width={600}
        height={360}
      />
      <figcaption>{title}</figcaption>
    </figure>
  );
}

export const mapLink = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
