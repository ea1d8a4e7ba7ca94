//! Queries on `application_properties` and `property_valuations`.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::upsert::excluded;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;

use crate::schema::{application_properties, property_valuations};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = application_properties)]
pub struct PropertyRow {
    pub application_id: i64,
    pub version: i32,
    pub property_type: String,
    pub street_address: String,
    pub postal_code: String,
    pub city: String,
    pub living_area_m2: Option<i32>,
    pub estimated_value: Option<i64>,
    pub monthly_fee: Option<i64>,
    pub updated_at: DateTime<Utc>,
}

/// The advisor's fields, as inserted or replaced.
#[derive(Debug, Insertable, AsChangeset)]
#[diesel(table_name = application_properties, treat_none_as_null = true)]
pub struct PropertyFieldsRow<'a> {
    pub property_type: &'a str,
    pub street_address: &'a str,
    pub postal_code: &'a str,
    pub city: &'a str,
    pub living_area_m2: Option<i32>,
    pub estimated_value: Option<i64>,
    pub monthly_fee: Option<i64>,
    pub updated_by: Uuid,
}

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = property_valuations)]
pub struct ValuationRow {
    pub application_id: i64,
    pub valuation_id: String,
    pub market_value: i64,
    pub low: i64,
    pub high: i64,
    pub confidence: String,
    pub valued_at: DateTime<Utc>,
    pub valued_by: Uuid,
}

/// The property and its latest valuation.
pub async fn find_property_with_valuation_by_application_id(
    conn: &mut AsyncPgConnection,
    application_id: i64,
) -> QueryResult<Option<(PropertyRow, Option<ValuationRow>)>> {
    application_properties::table
        .left_join(property_valuations::table)
        .filter(application_properties::application_id.eq(application_id))
        .select((
            PropertyRow::as_select(),
            Option::<ValuationRow>::as_select(),
        ))
        .first(conn)
        .await
        .optional()
}

pub async fn property_exists(
    conn: &mut AsyncPgConnection,
    application_id: i64,
) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(
        application_properties::table.find(application_id),
    ))
    .get_result(conn)
    .await
}

pub async fn find_property_by_application_id(
    conn: &mut AsyncPgConnection,
    application_id: i64,
) -> QueryResult<Option<PropertyRow>> {
    application_properties::table
        .find(application_id)
        .select(PropertyRow::as_select())
        .first(conn)
        .await
        .optional()
}

pub async fn find_property_by_application_id_for_update(
    conn: &mut AsyncPgConnection,
    application_id: i64,
) -> QueryResult<Option<PropertyRow>> {
    application_properties::table
        .find(application_id)
        .select(PropertyRow::as_select())
        .for_update()
        .first(conn)
        .await
        .optional()
}

/// `false` when the application has a property already.
pub async fn insert_property(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    fields: &PropertyFieldsRow<'_>,
) -> QueryResult<bool> {
    diesel::insert_into(application_properties::table)
        .values((
            application_properties::application_id.eq(application_id),
            fields,
        ))
        .on_conflict_do_nothing()
        .execute(conn)
        .await
        .map(|inserted| inserted == 1)
}

/// Replaces the fields and raises the version.
pub async fn update_property_by_application_id(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    fields: &PropertyFieldsRow<'_>,
) -> QueryResult<()> {
    diesel::update(application_properties::table.find(application_id))
        .set((
            fields,
            application_properties::version.eq(application_properties::version + 1),
            application_properties::updated_at.eq(diesel::dsl::now),
        ))
        .execute(conn)
        .await
        .map(|_| ())
}

/// Keeps `valuation` as the property's latest.
pub async fn upsert_property_valuation(
    conn: &mut AsyncPgConnection,
    valuation: &ValuationRow,
) -> QueryResult<()> {
    diesel::insert_into(property_valuations::table)
        .values(valuation)
        .on_conflict(property_valuations::application_id)
        .do_update()
        .set((
            property_valuations::valuation_id.eq(excluded(property_valuations::valuation_id)),
            property_valuations::market_value.eq(excluded(property_valuations::market_value)),
            property_valuations::low.eq(excluded(property_valuations::low)),
            property_valuations::high.eq(excluded(property_valuations::high)),
            property_valuations::confidence.eq(excluded(property_valuations::confidence)),
            property_valuations::valued_at.eq(excluded(property_valuations::valued_at)),
            property_valuations::valued_by.eq(excluded(property_valuations::valued_by)),
        ))
        .execute(conn)
        .await
        .map(|_| ())
}

/// Drops the property's valuation; `true` when it had one.
pub async fn delete_property_valuation_by_application_id(
    conn: &mut AsyncPgConnection,
    application_id: i64,
) -> QueryResult<bool> {
    diesel::delete(property_valuations::table.find(application_id))
        .execute(conn)
        .await
        .map(|deleted| deleted == 1)
}
