/** Word stock for invented game titles. Each theme is also a curated collection (#GameRow[collection=…]#). */
export const THEME_WORDS: Record<string, string[]> = {
  egypt: ['Pharaoh', 'Scarab', 'Nile', 'Anubis', 'Cleopatra', 'Pyramid', 'Sphinx', 'Sun Disc'],
  fruits: ['Cherry', 'Melon', 'Lemon', 'Fruit', 'Berry', 'Grape', 'Plum', 'Citrus'],
  animals: ['Wolf', 'Buffalo', 'Tiger', 'Eagle', 'Rhino', 'Gorilla', 'Bison', 'Lynx'],
  mythology: ['Zeus', 'Olympus', 'Medusa', 'Hades', 'Athena', 'Poseidon', 'Titan', 'Pegasus'],
  asian: ['Dragon', 'Koi', 'Jade', 'Lotus', 'Lantern', 'Samurai', 'Panda', 'Fortune Cat'],
  pirates: ['Pirate', 'Treasure', 'Kraken', 'Parrot', 'Galleon', 'Doubloon', 'Buccaneer'],
  space: ['Galaxy', 'Comet', 'Nebula', 'Rocket', 'Star', 'Cosmos', 'Orbit', 'Meteor'],
  irish: ['Leprechaun', 'Clover', 'Rainbow', 'Shamrock', 'Celtic Gold', 'Emerald Isle'],
  sweets: ['Candy', 'Sugar', 'Cupcake', 'Donut', 'Lollipop', 'Bonbon', 'Gummy'],
  'wild-west': ['Sheriff', 'Bandit', 'Outlaw', 'Saloon', 'Gold Rush', 'Cowboy', 'Canyon'],
  vikings: ['Viking', 'Valhalla', 'Odin', 'Thor', 'Rune', 'Fjord', 'Shieldmaiden'],
  ocean: ['Pearl', 'Dolphin', 'Reef', 'Shark', 'Mermaid', 'Atlantis', 'Tide'],
  halloween: ['Pumpkin', 'Witch', 'Ghost', 'Vampire', 'Haunted Manor', 'Crypt'],
  christmas: ['Santa', 'Snowflake', 'Reindeer', 'Jingle', 'Gingerbread', 'Mistletoe'],
};

export const THEME_TITLES: Record<string, string> = {
  egypt: 'Ancient Egypt',
  fruits: 'Fruit Classics',
  animals: 'Wild Animals',
  mythology: 'Myths and Gods',
  asian: 'Asian Fortunes',
  pirates: 'Pirate Treasure',
  space: 'Space Adventures',
  irish: 'Irish Luck',
  sweets: 'Sweet Treats',
  'wild-west': 'Wild West',
  vikings: 'Vikings',
  ocean: 'Under the Sea',
  halloween: 'Halloween',
  christmas: 'Christmas',
};

export const ADJECTIVES = [
  'Golden', 'Wild', 'Mega', 'Lucky', 'Mystic', 'Royal', 'Sticky', 'Blazing', 'Hot', 'Frozen', 'Crazy', 'Epic',
  'Hidden', 'Ancient', 'Diamond', 'Ruby', 'Emerald', 'Thunder', 'Silver', 'Neon', 'Magic', 'Super', 'Big', 'Fire',
  'Cash', 'Midnight', 'Savage', 'Glorious', 'Shining', 'Raging',
];

export const SUFFIXES = [
  'Megaways', 'Deluxe', 'Hold and Win', 'Bonanza', 'Riches', 'Fortune', 'Rush', 'Gold', 'Link', 'Blitz', 'Quest',
  'Respins', '1000', 'Power Reels', 'Xtreme', 'Dream Drop', 'Legends', 'Unleashed', 'Cluster Pays', 'Mania',
];

export const LIVE_TYPES = [
  { word: 'Roulette', category: 'live-roulette' },
  { word: 'Blackjack', category: 'live-blackjack' },
  { word: 'Baccarat', category: 'live-baccarat' },
  { word: 'Dragon Tiger', category: 'live-baccarat' },
  { word: 'Sic Bo', category: 'game-shows' },
  { word: 'Money Wheel', category: 'game-shows' },
  { word: 'Dice', category: 'game-shows' },
  { word: 'Hold’em', category: 'live-poker' },
  { word: 'Andar Bahar', category: 'live-poker' },
  { word: 'Craps', category: 'game-shows' },
] as const;

export const LIVE_ADJECTIVES = [
  'Speed', 'VIP', 'Thunder', 'Golden', 'Immersive', 'Grand', 'Royal', 'Turbo', 'Classic', 'Prestige', 'Diamond',
  'Velvet', 'Midnight', 'Neon', 'Lucky', 'Auto', 'Infinite', 'Mega', 'Emerald', 'Power',
];
export const LIVE_SUFFIXES = ['', '', '', 'Live', 'Deutsch', 'Italiana', 'Français', 'Nordic', 'Canada', 'Aurora'];

export const TABLE_TITLES = [
  'European Roulette', 'French Roulette', 'American Roulette', 'Classic Blackjack', 'Multihand Blackjack',
  'Baccarat Pro', 'Jacks or Better', 'Deuces Wild Poker', 'Three Card Poker', 'Caribbean Stud', 'Keno Classic',
  'Casino Hold’em', 'Red Dog', 'Pai Gow Poker', 'Double Exposure Blackjack',
];
