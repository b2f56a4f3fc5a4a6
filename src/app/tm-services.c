/* tm-services.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-services.h"

/* The things the application shares with every window and view: the game
 * catalogue (with the person's card edits laid over it) and the score
 * sheets kept on disk with the roster.  The application makes one and
 * hands it down; windows and views take it as a property and never reach
 * back up to the application, so dependencies go one way:
 *
 *   application -> window -> game page -> sections -> services
 *
 * Anything the first screen does not show is made on first use: the
 * ledger store (and with it every sheet and the roster) is not even
 * created until a Scores section asks for it. */

struct _TmServices
{
  GObject        parent_instance;

  TmCatalogue   *catalogue;
  TmLedgerStore *ledger_store;
};

G_DEFINE_FINAL_TYPE (TmServices, tm_services, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CATALOGUE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/**
 * tm_services_new:
 * @catalogue: the game catalogue
 *
 * Creates the shared services around @catalogue.
 *
 * Returns: (transfer full): the services
 */
TmServices *
tm_services_new (TmCatalogue *catalogue)
{
  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);

  return g_object_new (TM_TYPE_SERVICES, "catalogue", catalogue, NULL);
}

/**
 * tm_services_get_catalogue:
 * @self: a #TmServices
 *
 * Gets the game catalogue.
 *
 * Returns: (transfer none): the catalogue
 */
TmCatalogue *
tm_services_get_catalogue (TmServices *self)
{
  g_return_val_if_fail (TM_IS_SERVICES (self), NULL);

  return self->catalogue;
}

/**
 * tm_services_get_ledger_store:
 * @self: a #TmServices
 *
 * Gets the score sheets kept on disk, with the roster.  The store is made
 * on the first call; it reads its files in the background when a view
 * asks it to (tm_ledger_store_load()).
 *
 * Returns: (transfer none): the store
 */
TmLedgerStore *
tm_services_get_ledger_store (TmServices *self)
{
  g_return_val_if_fail (TM_IS_SERVICES (self), NULL);

  if (self->ledger_store == NULL)
    self->ledger_store = tm_ledger_store_new (self->catalogue, NULL);

  return self->ledger_store;
}

static void
tm_services_dispose (GObject *object)
{
  TmServices *self = (TmServices *)object;

  g_clear_object (&self->ledger_store);
  g_clear_object (&self->catalogue);

  G_OBJECT_CLASS (tm_services_parent_class)->dispose (object);
}

static void
tm_services_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  TmServices *self = TM_SERVICES (object);

  switch (prop_id)
    {
    case PROP_CATALOGUE:
      g_value_set_object (value, self->catalogue);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_services_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  TmServices *self = TM_SERVICES (object);

  switch (prop_id)
    {
    case PROP_CATALOGUE:
      self->catalogue = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_services_class_init (TmServicesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tm_services_dispose;
  object_class->get_property = tm_services_get_property;
  object_class->set_property = tm_services_set_property;

  /**
   * TmServices:catalogue:
   *
   * The game catalogue.
   */
  properties[PROP_CATALOGUE] =
    g_param_spec_object ("catalogue", NULL, NULL,
                         TM_TYPE_CATALOGUE,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tm_services_init (TmServices *self)
{
}
