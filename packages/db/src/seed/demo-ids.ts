// Fixed ids of the demo data (contract.md), readable on purpose: tests and docs refer to them by name.
export const demoIds = {
  shops: {
    troisVallees: 'shp_trois_vallees',
    lemoine: 'shp_champagne_lemoine',
    mont: 'shp_distillerie_du_mont',
  },
  users: {
    ownerTroisVallees: 'usr_owner_trois_vallees',
    ownerLemoine: 'usr_owner_champagne_lemoine',
    ownerMont: 'usr_owner_distillerie_du_mont',
    iamTroisVallees: 'usr_iam_trois_vallees',
    agent: 'usr_agent',
    buyer: 'usr_buyer',
    caviste: 'usr_caviste',
    admin: 'usr_admin',
    main: 'usr_main',
  },
  products: {
    bourgognePinotNoir: 'prd_bourgogne_pinot_noir',
    chablisMontmains: 'prd_chablis_premier_cru_montmains',
    coteauxBourguignons: 'prd_coteaux_bourguignons',
    cremantBrut: 'prd_cremant_de_bourgogne_brut',
    corkscrew: 'prd_tire_bouchon_du_domaine',
    privateVisit: 'prd_visite_privee',
    brutReserve: 'prd_brut_reserve',
    roseDeSaignee: 'prd_rose_de_saignee',
    poireWilliams: 'prd_eau_de_vie_de_poire_williams',
  },
  vintages: {
    bourgognePinotNoir2022: 'vin_bourgogne_pinot_noir_2022',
    chablisMontmains2021: 'vin_chablis_montmains_2021',
    coteauxBourguignons2023: 'vin_coteaux_bourguignons_2023',
    cremantBrutNv: 'vin_cremant_brut_nv',
    brutReserveNv: 'vin_brut_reserve_nv',
    roseDeSaignee2019: 'vin_rose_de_saignee_2019',
  },
  formats: {
    bourgognePinotNoir75cl: 'fmt_bourgogne_pinot_noir_75cl',
    chablisMontmains75cl: 'fmt_chablis_montmains_75cl',
    chablisMontmainsMagnum: 'fmt_chablis_montmains_magnum_150cl',
    coteauxBourguignonsBib5l: 'fmt_coteaux_bourguignons_bib_5l',
    cremantBrut75cl: 'fmt_cremant_brut_75cl',
    corkscrewUnit: 'fmt_tire_bouchon_unit',
    privateVisitUnit: 'fmt_visite_privee_unit',
    brutReserve75cl: 'fmt_brut_reserve_75cl',
    roseDeSaignee75cl: 'fmt_rose_de_saignee_75cl',
    poireWilliams70cl: 'fmt_poire_williams_70cl',
  },
  warehouses: {
    troisVallees: 'wh_trois_vallees_chai',
    lemoine: 'wh_champagne_lemoine_cave',
    mont: 'wh_distillerie_du_mont_chai',
  },
  deliveryModes: {
    troisVallees: 'dlv_trois_vallees_colissimo',
    lemoine: 'dlv_champagne_lemoine_colissimo',
    mont: 'dlv_distillerie_du_mont_colissimo',
  },
  collectionPoints: {
    troisVallees: 'cpt_trois_vallees_domaine',
    lemoine: 'cpt_champagne_lemoine_domaine',
    mont: 'cpt_distillerie_du_mont_domaine',
  },
  tabs: {
    troisVallees: 'tab_trois_vallees_accueil',
    lemoine: 'tab_champagne_lemoine_accueil',
    mont: 'tab_distillerie_du_mont_accueil',
  },
  events: {
    tasting: 'evt_degustation_premiers_crus',
  },
  eventRates: {
    adult: 'rat_degustation_adulte',
    child: 'rat_degustation_enfant',
    touristTax: 'rat_degustation_taxe_de_sejour',
  },
} as const;

export type DemoShopKey = keyof typeof demoIds.shops;

/** The password of every demo account (contract.md). */
export const DEMO_PASSWORD = 'Sarment2026';
