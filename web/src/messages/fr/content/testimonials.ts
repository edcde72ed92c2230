/** French texts of the home page testimonials, keyed by testimonial id. */
export const testimonials = {
  1: {
    name: 'Rayan Abou Jaoude',
    major: 'Informatique, 2e année',
    testimonial:
      'J’ai échoué en algorithmique à ma première tentative. Grâce aux séances Darsak et aux examens blancs, je l’ai validée avec 78. Les tuteurs expliquent les pointeurs mieux que toutes les vidéos que j’avais regardées.',
  },
  2: {
    name: 'Hiba Zein',
    major: 'Biochimie, 1re année',
    testimonial:
      'La génétique et la chimie organique le même semestre, ça semblait impossible. Les fiches de synthèse et le groupe de discussion m’ont permis de tenir le rythme chaque semaine.',
  },
  3: {
    name: 'Elie Karam',
    major: 'Mathématiques, 1re année',
    testimonial: 'Les démonstrations d’analyse ont enfin un sens. J’aime pouvoir payer au cours et ne prendre que ce dont j’ai besoin.',
  },
  4: {
    name: 'Dana Itani',
    major: 'Biologie, 2e année',
    testimonial:
      'Les tuteurs sont des étudiants qui ont passé les mêmes examens il y a un an : ils savent exactement ce que les professeurs attendent.',
  },
  5: {
    name: 'Mohammad Srour',
    major: 'Physique, 1re année',
    testimonial: 'De bonnes explications et des prix raisonnables. Les séances en direct se remplissent parfois vite : réservez tôt.',
  },
  6: {
    name: 'Christelle Maalouf',
    major: 'Informatique, 1re année',
    testimonial:
      'J’ai commencé en plein milieu du semestre et rattrapé mon retard en trois semaines. Le paiement par WhatsApp a été simple et rapide.',
  },
} as const;
