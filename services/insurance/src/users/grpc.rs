//! The register's rows as `zrm.insurance.v1.InsuranceUser`.

use zrm_platform::grpc::timestamp::to_timestamp;
use zrm_proto::insurance::v1 as proto;

use super::storage::UserRow;

pub fn user(row: UserRow) -> proto::InsuranceUser {
    proto::InsuranceUser {
        user_id: row.user_id,
        name: row.name,
        email: row.email,
        active: row.active,
        updated_at: Some(to_timestamp(row.updated_at)),
        deactivated_at: row.deactivated_at.map(to_timestamp),
    }
}
