#include "model_location.h"

namespace unembed {

bool isEndpointLocation(const QString& location) {
    return location.startsWith(QLatin1String("http://"), Qt::CaseInsensitive) ||
           location.startsWith(QLatin1String("https://"), Qt::CaseInsensitive);
}

} // namespace unembed
