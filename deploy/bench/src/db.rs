//! What the benchmark reads from core's database: lead ids, the outbox backlog, and a
//! scratch copy of the leads table for the insert baseline.

use anyhow::{Context, bail};
use tokio_postgres::{Client, NoTls};

/// The schema holding the scratch table; dropped when the benchmark ends.
pub const SCRATCH_SCHEMA: &str = "zrm_bench";

pub async fn connect(url: &str) -> anyhow::Result<Client> {
    let (client, connection) = tokio_postgres::connect(url, NoTls)
        .await
        .with_context(|| format!("connecting to {url}"))?;
    tokio::spawn(async move {
        if let Err(error) = connection.await {
            eprintln!("database connection ended: {error}");
        }
    });
    Ok(client)
}

/// A double-quoted SQL identifier.
pub fn ident(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

/// The primary-key column of `leads`.
pub async fn lead_pk(client: &Client) -> anyhow::Result<String> {
    let row = client
        .query_opt(
            "SELECT a.attname::text FROM pg_index i \
             JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey) \
             WHERE i.indrelid = to_regclass('leads') AND i.indisprimary LIMIT 1",
            &[],
        )
        .await?;
    match row {
        Some(row) => Ok(row.get(0)),
        None => bail!("table leads (with a primary key) not found: is core migrated and seeded?"),
    }
}

/// Up to 200,000 existing lead ids.
pub async fn lead_ids(client: &Client, pk: &str) -> anyhow::Result<Vec<i64>> {
    let sql = format!("SELECT {}::bigint FROM leads LIMIT 200000", ident(pk));
    let ids: Vec<i64> = client
        .query(&sql, &[])
        .await?
        .iter()
        .map(|row| row.get(0))
        .collect();
    if ids.is_empty() {
        bail!("no leads in the database: seed first (just seed)");
    }
    Ok(ids)
}

/// Counts outbox rows not yet confirmed by the broker.
#[derive(Debug, Clone)]
pub struct OutboxProbe {
    pub table: String,
    sql: String,
}

const SENT_TIMESTAMPS: &[&str] = &["sent_at", "published_at", "relayed_at", "confirmed_at"];
const SENT_FLAGS: &[&str] = &["sent", "published", "is_sent"];

impl OutboxProbe {
    /// Finds the outbox table and how it marks sent rows (a timestamp, a flag, or
    /// deleting the row).
    pub async fn detect(client: &Client) -> anyhow::Result<Self> {
        let row = client
            .query_opt(
                "SELECT table_schema::text, table_name::text FROM information_schema.tables \
                 WHERE table_name LIKE '%outbox%' AND table_type = 'BASE TABLE' \
                 AND table_schema NOT IN ('pg_catalog', 'information_schema') \
                 ORDER BY length(table_name), table_name LIMIT 1",
                &[],
            )
            .await?;
        let Some(row) = row else {
            bail!("no outbox table in core's database");
        };
        let (schema, name): (String, String) = (row.get(0), row.get(1));
        let columns: Vec<String> = client
            .query(
                "SELECT column_name::text FROM information_schema.columns \
                 WHERE table_schema = $1 AND table_name = $2",
                &[&schema, &name],
            )
            .await?
            .iter()
            .map(|row| row.get(0))
            .collect();
        let table = format!("{}.{}", ident(&schema), ident(&name));
        let has = |candidates: &[&str]| {
            candidates
                .iter()
                .find(|candidate| columns.iter().any(|column| column == *candidate))
                .map(|column| ident(column))
        };
        let sql = if let Some(column) = has(SENT_TIMESTAMPS) {
            format!("SELECT count(*) FROM {table} WHERE {column} IS NULL")
        } else if let Some(column) = has(SENT_FLAGS) {
            format!("SELECT count(*) FROM {table} WHERE NOT {column}")
        } else {
            format!("SELECT count(*) FROM {table}")
        };
        Ok(Self { table, sql })
    }

    pub async fn unsent(&self, client: &Client) -> anyhow::Result<i64> {
        Ok(client.query_one(&self.sql, &[]).await?.get(0))
    }
}

/// A string literal pgbench passes through untouched: pgbench reads `:name` as a
/// variable, so colons (and line breaks) are written as escapes.
pub fn pgbench_literal(value: &str) -> String {
    let mut out = String::with_capacity(value.len() + 3);
    out.push_str("E'");
    for ch in value.chars() {
        match ch {
            '\\' => out.push_str("\\\\"),
            '\'' => out.push_str("''"),
            ':' => out.push_str("\\x3a"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            other => out.push(other),
        }
    }
    out.push('\'');
    out
}

/// Creates `zrm_bench.leads` with the columns, defaults, indexes and checks of
/// `leads` (unique indexes made non-unique so one row can be inserted repeatedly,
/// its own id sequence) and returns an INSERT of the newest lead's values.
pub async fn create_scratch_leads(client: &Client, pk: &str) -> anyhow::Result<String> {
    let scratch = format!("{SCRATCH_SCHEMA}.leads");
    client
        .batch_execute(&format!(
            "DROP SCHEMA IF EXISTS {SCRATCH_SCHEMA} CASCADE; CREATE SCHEMA {SCRATCH_SCHEMA}; \
             CREATE TABLE {scratch} (LIKE leads INCLUDING DEFAULTS INCLUDING IDENTITY \
             INCLUDING GENERATED INCLUDING INDEXES INCLUDING CONSTRAINTS)"
        ))
        .await
        .context("creating the scratch table")?;
    own_id_default(client, &scratch, pk).await?;
    make_unique_indexes_plain(client, &scratch).await?;
    insert_of_newest_lead(client, &scratch, pk).await
}

pub async fn drop_scratch(client: &Client) -> anyhow::Result<()> {
    client
        .batch_execute(&format!("DROP SCHEMA IF EXISTS {SCRATCH_SCHEMA} CASCADE"))
        .await?;
    Ok(())
}

/// LIKE copies `nextval('leads_..._seq')`, which would draw from the real sequence.
async fn own_id_default(client: &Client, scratch: &str, pk: &str) -> anyhow::Result<()> {
    let row = client
        .query_one(
            "SELECT format_type(a.atttypid, a.atttypmod), a.attidentity::text, \
             pg_get_expr(d.adbin, d.adrelid) FROM pg_attribute a \
             LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum \
             WHERE a.attrelid = $1::text::regclass AND a.attname = $2",
            &[&scratch, &pk],
        )
        .await?;
    let (type_name, identity, default): (String, String, Option<String>) =
        (row.get(0), row.get(1), row.get(2));
    if !identity.is_empty() {
        return Ok(());
    }
    let column = ident(pk);
    let new_default = if type_name == "uuid" {
        "gen_random_uuid()".to_owned()
    } else {
        if default.is_some() {
            client
                .batch_execute(&format!(
                    "ALTER TABLE {scratch} ALTER COLUMN {column} DROP DEFAULT"
                ))
                .await?;
        }
        client
            .batch_execute(&format!("CREATE SEQUENCE {SCRATCH_SCHEMA}.lead_ids"))
            .await?;
        format!("nextval('{SCRATCH_SCHEMA}.lead_ids')")
    };
    client
        .batch_execute(&format!(
            "ALTER TABLE {scratch} ALTER COLUMN {column} SET DEFAULT {new_default}"
        ))
        .await?;
    Ok(())
}

async fn make_unique_indexes_plain(client: &Client, scratch: &str) -> anyhow::Result<()> {
    let rows = client
        .query(
            "SELECT pg_get_indexdef(i.indexrelid), c.conname::text FROM pg_index i \
             LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid \
             WHERE i.indrelid = $1::text::regclass AND i.indisunique AND NOT i.indisprimary",
            &[&scratch],
        )
        .await?;
    for row in rows {
        let (definition, constraint): (String, Option<String>) = (row.get(0), row.get(1));
        let drop = match constraint {
            Some(name) => format!("ALTER TABLE {scratch} DROP CONSTRAINT {}", ident(&name)),
            None => {
                let name = definition
                    .split_whitespace()
                    .nth(3)
                    .context("unexpected index definition")?;
                format!("DROP INDEX {SCRATCH_SCHEMA}.{name}")
            }
        };
        let plain = definition.replacen("CREATE UNIQUE INDEX", "CREATE INDEX", 1);
        client.batch_execute(&format!("{drop}; {plain}")).await?;
    }
    Ok(())
}

async fn insert_of_newest_lead(client: &Client, scratch: &str, pk: &str) -> anyhow::Result<String> {
    // The columns the application supplies: no default, not generated, not the key.
    let columns: Vec<(String, String)> = client
        .query(
            "SELECT attname::text, format_type(atttypid, atttypmod) FROM pg_attribute \
             WHERE attrelid = to_regclass('leads') AND attnum > 0 AND NOT attisdropped \
             AND NOT atthasdef AND attidentity = '' AND attgenerated = '' AND attname <> $1 \
             ORDER BY attnum",
            &[&pk],
        )
        .await?
        .iter()
        .map(|row| (row.get(0), row.get(1)))
        .collect();
    if columns.is_empty() {
        return Ok(format!("INSERT INTO {scratch} DEFAULT VALUES;"));
    }
    let selected: Vec<String> = columns
        .iter()
        .map(|(name, _)| format!("{}::text", ident(name)))
        .collect();
    let sql = format!(
        "SELECT {} FROM leads ORDER BY {} DESC LIMIT 1",
        selected.join(", "),
        ident(pk)
    );
    let Some(row) = client.query_opt(&sql, &[]).await? else {
        bail!("no leads in the database: seed first (just seed)");
    };
    let mut values = Vec::with_capacity(columns.len());
    for (index, (_, type_name)) in columns.iter().enumerate() {
        let value: Option<String> = row.get(index);
        values.push(match value {
            Some(text) => format!("{}::{type_name}", pgbench_literal(&text)),
            None => "NULL".to_owned(),
        });
    }
    let names: Vec<String> = columns.iter().map(|(name, _)| ident(name)).collect();
    Ok(format!(
        "INSERT INTO {scratch} ({}) VALUES ({});",
        names.join(", "),
        values.join(", ")
    ))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn literals_hide_colons_and_quotes_from_pgbench() {
        let literal = pgbench_literal(r#"{"type":"online_form","at":"10:20"} it's \ ok"#);
        assert!(!literal.contains(':'), "{literal}");
        assert_eq!(
            literal,
            r#"E'{"type"\x3a"online_form","at"\x3a"10\x3a20"} it''s \\ ok'"#
        );
    }

    #[test]
    fn identifiers_are_quoted() {
        assert_eq!(ident("lead_id"), "\"lead_id\"");
        assert_eq!(ident("we\"ird"), "\"we\"\"ird\"");
    }
}
